import type { FastifyReply } from "fastify";
import type { AppContext } from "../../context.ts";
import { sendXlsx } from "../../http/xlsx-export.ts";
import { type ManifestRow, manifestSheet } from "./manifest-columns.ts";
import { allPilgrims } from "./pilgrims.ts";

/** The empty manifest staff fill in: the import's columns with their Uzbek headers. */
export const sendManifestTemplate = (reply: FastifyReply) => sendXlsx(reply, manifestSheet("manifest_shablon"), [], null);

/** A group's manifest in the template's columns, each mahram by passport, so it imports back unchanged. */
export async function sendManifest(ctx: AppContext, reply: FastifyReply, groupId: string) {
  const list = await allPilgrims(ctx, groupId);
  const passports = new Map(list.map((pilgrim) => [pilgrim.id, pilgrim.passport_number]));
  const rows: ManifestRow[] = list.map((pilgrim) => ({
    ...pilgrim,
    mahram_passport: pilgrim.mahram ? (passports.get(pilgrim.mahram) ?? null) : null,
  }));
  return sendXlsx(reply, manifestSheet("manifest"), rows, null);
}
