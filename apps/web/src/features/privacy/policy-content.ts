/**
 * The privacy policy text. It is a legal document kept in English for every reader, not
 * interface wording, so it lives here rather than in the i18n catalogue.
 */
export type Block = string | { list: string[] };
export type PolicySection = { id: string; title: string; body: Block[] };

export const POLICY = {
  title: "Privacy Policy",
  system: "Catering Management System",
  lastUpdated: "Last updated: January 15, 2025",
  contentsLabel: "Contents",
  intro:
    "This Privacy Policy explains how we collect, use, store and protect personal information when staff and " +
    "authorised partners use our catering management system, which supports catering, hotel accommodation, " +
    "transport and related services for pilgrims.",
  sections: [
    {
      id: "overview",
      title: "Overview",
      body: [
        "The catering management system is an internal business application. It is used by our employees and " +
          "authorised partners to plan meals, manage kitchen stock, book hotel rooms, arrange transport and " +
          "prepare reports for the groups of pilgrims we serve.",
        "We process personal information only for these purposes and only to the extent needed to deliver our " +
          "services safely and lawfully. By using the system you acknowledge the practices described in this policy.",
      ],
    },
    {
      id: "information-collected",
      title: "Information We Collect",
      body: [
        "Depending on your role and the services provided, we may collect:",
        {
          list: [
            "Account information: full name, e-mail address, role, password (stored only in a hashed form) and login history.",
            "Employee information: date of birth, gender, phone number, passport details, hiring date, salary and hiring-related expenses.",
            "Guest and group information: names of pilgrims and groups, head counts, room assignments and check-in and check-out dates.",
            "Health and dietary information: allergies or dietary requirements needed to prepare safe meals.",
            "Business records: orders, invoices, counterparty details, warehouse movements and transport bookings.",
            "Technical information: IP address, browser type, access times and actions performed in the system (system logs).",
          ],
        },
      ],
    },
    {
      id: "how-used",
      title: "How We Use Your Information",
      body: [
        "We use personal information to:",
        {
          list: [
            "provide, operate and maintain the system and the catering, accommodation and transport services it supports;",
            "authenticate users, control access by role and protect accounts, including sending security and password-reset e-mails;",
            "plan menus and prepare meals that respect dietary and health requirements;",
            "manage employment, payroll and hiring expenses;",
            "keep accurate financial and operational records and produce reports;",
            "detect, investigate and prevent fraud, misuse and security incidents;",
            "comply with legal, tax and regulatory obligations.",
          ],
        },
      ],
    },
    {
      id: "sharing",
      title: "Information Sharing and Disclosure",
      body: [
        "We do not sell personal information. We share it only when necessary:",
        {
          list: [
            "with hotels, transport providers and other counterparties involved in delivering a booked service, limited to what they need;",
            "with service providers who host, maintain or secure the system on our behalf under written confidentiality obligations;",
            "with public authorities when the law requires it or to protect the rights, property or safety of our guests, staff or company;",
            "with a successor organisation in the event of a merger or transfer of the business, subject to this policy.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Data Security",
      body: [
        "We apply technical and organisational measures appropriate to the risk, including role-based access control, " +
          "hashed passwords, short-lived access tokens, encrypted storage of session data in the browser, audit logs " +
          "and regular backups.",
        "No system is completely secure. Users must keep their passwords confidential, sign out on shared computers and " +
          "report any suspected unauthorised access immediately.",
      ],
    },
    {
      id: "retention",
      title: "Data Retention",
      body: [
        "We keep personal information only as long as it is needed for the purposes above or as required by law:",
        {
          list: [
            "Essential records (accounts, bookings and service records): 3 years after the last activity.",
            "Health records (dietary and medical notes): 2 years.",
            "Financial records (orders, invoices, payroll and expenses): 7 years.",
            "System logs: 1 year.",
          ],
        },
        "When a retention period ends the information is deleted or irreversibly anonymised.",
      ],
    },
    {
      id: "rights",
      title: "Your Rights",
      body: [
        "Subject to applicable law, you may ask to access, correct or delete your personal information, to restrict or " +
          "object to its processing, and to receive a copy of it in a portable format. You may also withdraw any consent " +
          "you have given, without affecting processing carried out before the withdrawal.",
        "Send requests using the contact details below. We respond to privacy inquiries within 72 hours and may need to " +
          "verify your identity before acting on a request.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and Similar Technologies",
      body: [
        "The system does not use advertising or third-party tracking cookies. It keeps only what it needs to work: your " +
          "session tokens and basic user details, stored encrypted in your browser's local storage, which are removed " +
          "when you sign out.",
      ],
    },
    {
      id: "international-transfers",
      title: "International Data Transfers",
      body: [
        "Because our services are delivered in more than one country, personal information may be transferred to and " +
          "processed in countries other than your own, including the countries where hotels and transport are provided. " +
          "Where we do so we use appropriate safeguards, such as contractual protections, so that your information " +
          "remains protected to the standard described in this policy.",
      ],
    },
    {
      id: "children",
      title: "Children's Privacy",
      body: [
        "The system is intended for staff and partners only. Users must be 18 years of age or older. We do not knowingly " +
          "create accounts for children; any such account found will be closed and its data deleted.",
        "Information about minors travelling as guests is recorded only when a parent or guardian provides it as part of a booking.",
      ],
    },
    {
      id: "policy-updates",
      title: "Changes to This Policy",
      body: [
        "We may update this policy from time to time. The date at the top shows when it was last revised. Significant " +
          "changes will be announced in the system before they take effect. Continued use of the system after an update " +
          "means you accept the revised policy.",
      ],
    },
  ] satisfies PolicySection[],
  contact: {
    title: "Contact Information",
    text:
      "For questions about this policy or to exercise your rights, contact our Data Protection Officer through your " +
      "system administrator or in writing at the company's head office. Please include your full name, your role and " +
      "a description of your request.",
  },
};
