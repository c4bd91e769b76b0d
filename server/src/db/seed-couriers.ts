import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { COURIER_TERMS_VERSION, type CourierDocumentKind } from "@tavola/contracts";
import type { Db } from "../platform/database.js";
import { courierApplications, courierDocuments, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN, demoEmailFor } from "./seed-data.js";

/**
 * The couriers' demo (issue 18), seeded under its own marker like the catering pipeline's, so data directories
 * seeded before couriers existed get it on their next start: Sam (the demo courier account) and two more approved
 * couriers on shift — the fleet later dispatch work assigns to — and two applications waiting in the executives'
 * review queue, with small generated documents. The extra people have no password: nobody signs in as them.
 */
const COURIER_SEED_KEY = "seed_couriers";
const COURIER_SEED_VERSION = "1";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoCourier = {
  email: string;
  firstName: string;
  lastName: string;
  role: "courier" | "customer";
  status: "approved" | "applied";
  vehicle: "bike" | "e-bike" | "scooter" | "car";
  zones: string[];
  phone: string;
  last4: string;
  /** Days before today the application was submitted. */
  submittedDaysAgo: number;
};

const COURIERS: DemoCourier[] = [
  { email: demoEmailFor("courier"), firstName: "Sam", lastName: "Okafor", role: "courier", status: "approved", vehicle: "e-bike", zones: ["Lower Manhattan", "Midtown"], phone: "+1 212-555-0161", last4: "4410", submittedDaysAgo: 120 },
  { email: `courier-lena@${DEMO_EMAIL_DOMAIN}`, firstName: "Lena", lastName: "Park", role: "courier", status: "approved", vehicle: "bike", zones: ["Lower Manhattan"], phone: "+1 212-555-0162", last4: "9021", submittedDaysAgo: 60 },
  { email: `courier-diego@${DEMO_EMAIL_DOMAIN}`, firstName: "Diego", lastName: "Santos", role: "courier", status: "approved", vehicle: "scooter", zones: ["Brooklyn", "Lower Manhattan"], phone: "+1 718-555-0163", last4: "3307", submittedDaysAgo: 30 },
  { email: `applicant-noor@${DEMO_EMAIL_DOMAIN}`, firstName: "Noor", lastName: "Haddad", role: "customer", status: "applied", vehicle: "car", zones: ["Midtown", "Jersey City"], phone: "+1 201-555-0164", last4: "5512", submittedDaysAgo: 1 },
  { email: `applicant-tom@${DEMO_EMAIL_DOMAIN}`, firstName: "Tom", lastName: "Becker", role: "customer", status: "applied", vehicle: "bike", zones: ["Brooklyn"], phone: "+1 718-555-0165", last4: "7788", submittedDaysAgo: 0.2 },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A small grey card-shaped PNG (a stand-in for a photographed ID): valid, a few hundred bytes. */
export function samplePng(shade = 200): Buffer {
  const width = 48;
  const height = 30;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, shade)]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text (a stand-in for a letter or policy). */
export function samplePdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 40 100 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

function documentsFor(c: DemoCourier): Array<{ kind: CourierDocumentKind; fileName: string; contentType: string; content: Buffer }> {
  const docs: Array<{ kind: CourierDocumentKind; fileName: string; contentType: string; content: Buffer }> = [
    { kind: "id", fileName: `${c.firstName.toLowerCase()}-id.png`, contentType: "image/png", content: samplePng() },
    { kind: "right_to_work", fileName: "right-to-work.pdf", contentType: "application/pdf", content: samplePdf(`Right to work: ${c.firstName} ${c.lastName}`) },
  ];
  if (c.vehicle === "scooter" || c.vehicle === "car") {
    docs.push({ kind: "vehicle_insurance", fileName: "insurance.pdf", contentType: "application/pdf", content: samplePdf(`Vehicle insurance: ${c.firstName} ${c.lastName}`) });
  }
  return docs;
}

export async function seedCouriers(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, COURIER_SEED_KEY, COURIER_SEED_VERSION, async (tx) => {
    const [reviewer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoEmailFor("super_admin")));
    for (const c of COURIERS) {
      const submittedAt = new Date(now - c.submittedDaysAgo * DAY);
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, c.email));
      const userId =
        existing?.id ??
        (await tx
          .insert(users)
          .values({ email: c.email, firstName: c.firstName, lastName: c.lastName, role: c.role, createdAt: new Date(submittedAt.getTime() - DAY) })
          .returning({ id: users.id }))[0]!.id;
      const [application] = await tx
        .insert(courierApplications)
        .values({
          userId,
          status: c.status,
          phone: c.phone,
          vehicle: c.vehicle,
          zones: c.zones,
          bankAccountHolder: `${c.firstName} ${c.lastName}`,
          bankLast4: c.last4,
          bankToken: `btok_demo_${c.last4}`,
          termsVersion: COURIER_TERMS_VERSION,
          termsAcceptedAt: new Date(submittedAt.getTime() - HOUR),
          submittedAt,
          reviewedAt: c.status === "approved" ? new Date(submittedAt.getTime() + DAY) : null,
          reviewedBy: c.status === "approved" ? (reviewer?.id ?? null) : null,
          onShift: c.status === "approved",
          createdAt: new Date(submittedAt.getTime() - 2 * HOUR),
          updatedAt: submittedAt,
        })
        .onConflictDoNothing({ target: courierApplications.userId })
        .returning({ id: courierApplications.id });
      if (!application) continue; // the person applied by hand already: leave theirs alone
      for (const d of documentsFor(c)) {
        await tx.insert(courierDocuments).values({ ...d, applicationId: application.id, sizeBytes: d.content.byteLength, createdAt: new Date(submittedAt.getTime() - HOUR) });
      }
    }
  });
}
