import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { uzPrivacy } from "../../i18n/auth.ts";
import { uzAppName } from "../../i18n/common.ts";
import { POLICY, type Block } from "./policy-content.ts";

function Paragraphs({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    typeof block === "string" ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index} className="list-disc space-y-1.5 pl-6">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}

/** The public privacy policy: English content, a sticky table of contents beside it. */
export default function PrivacyPage() {
  return (
    <div lang="en" className="min-h-full bg-surface">
      <title>{`${POLICY.title} · ${uzAppName}`}</title>
      <header className="border-b border-line bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-6 py-10">
          <Link to="/auth" lang="uz" className="inline-flex items-center gap-2 text-sm text-slate-200 hover:text-white">
            <ArrowLeft className="size-4" aria-hidden />
            {uzPrivacy.backToLogin}
          </Link>
          <h1 className="mt-6 text-3xl font-semibold">{POLICY.title}</h1>
          <p className="mt-2 text-slate-200">{POLICY.system}</p>
          <p className="mt-1 text-sm text-slate-300">{POLICY.lastUpdated}</p>
        </div>
      </header>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-6 py-10 lg:flex-row">
        <nav aria-label={POLICY.contentsLabel} className="lg:w-64 lg:shrink-0">
          <div className="lg:sticky lg:top-6">
            <p className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{POLICY.contentsLabel}</p>
            <ol className="flex flex-col gap-1.5 text-sm">
              {POLICY.sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 hover:text-brand-900 hover:underline">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
              <li>
                <a href="#contact" className="text-brand-700 hover:text-brand-900 hover:underline">
                  {POLICY.contact.title}
                </a>
              </li>
            </ol>
          </div>
        </nav>
        <main className="flex max-w-3xl flex-col gap-10 leading-relaxed text-ink">
          <p className="text-lg text-muted">{POLICY.intro}</p>
          {POLICY.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6">
              <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              <div className="flex flex-col gap-3">
                <Paragraphs blocks={section.body} />
              </div>
            </section>
          ))}
          <section id="contact" aria-labelledby="contact-title" className="scroll-mt-6 rounded-2xl bg-brand-50 p-6">
            <h2 id="contact-title" className="mb-3 text-xl font-semibold">
              {POLICY.contact.title}
            </h2>
            <p>{POLICY.contact.text}</p>
          </section>
        </main>
      </div>
    </div>
  );
}
