import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError, badRequest, invalid } from "./errors.ts";
import { type ImageChange, MAX_IMAGE_BYTES, sniffImage } from "./upload.ts";

const IMAGE_FIELD = "image";
const TOO_LARGE = "Rasm hajmi 5 MB dan oshmasligi kerak";
const WRONG_TYPE = "Faqat JPEG, PNG yoki WebP rasm yuklash mumkin";
const BAD_FORM = "Forma ma'lumotlari noto'g'ri";

/** Options for @fastify/multipart: one image per request, a bounded number of fields. */
export const MULTIPART_OPTIONS = {
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 200, parts: 250, fieldSize: 64 * 1024 },
};

export type Form = { body: unknown; image: ImageChange };

/** `recipes_id[0]`, `recipes_id[]` and a repeated `recipes_id` all collect into one list. */
function collect(body: Record<string, unknown>, name: string, value: unknown) {
  const list = /^(.+)\[\d*\]$/.exec(name);
  const key = list ? list[1] : name;
  const current = body[key];
  if (list && current === undefined) body[key] = [value];
  else if (current === undefined) body[key] = value;
  else body[key] = Array.isArray(current) ? [...current, value] : [current, value];
}

/** Whether a field of the schema takes a list, looking through optional, nullable and default wrappers. */
function takesList(field: z.ZodType | undefined): boolean {
  let def = field?._zod.def as { type: string; innerType?: z.ZodType } | undefined;
  while (def?.innerType) def = def.innerType._zod.def;
  return def?.type === "array";
}

/** A list sent as one form value: a JSON array ("[...]"), or a single item. */
function asList(value: string): unknown {
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text === "" ? [] : [value];
}

async function readMultipart(request: FastifyRequest, schema: z.ZodType | undefined): Promise<Form> {
  const body: Record<string, unknown> = Object.create(null);
  let image: ImageChange;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        collect(body, part.fieldname, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== IMAGE_FIELD) continue;
      const extension = sniffImage(data);
      if (!extension) throw invalid({ [IMAGE_FIELD]: [WRONG_TYPE] }, WRONG_TYPE);
      image = { data, extension };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Everything else here comes from reading the client's body: limits, or a malformed form.
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw invalid({ [IMAGE_FIELD]: [TOO_LARGE] }, TOO_LARGE);
    throw badRequest(BAD_FORM);
  }
  const shape = schema instanceof z.ZodObject ? schema.shape : {};
  for (const [key, field] of Object.entries(shape)) {
    if (typeof body[key] === "string" && takesList(field as z.ZodType)) body[key] = asList(body[key]);
  }
  return { body: { ...body }, image };
}

/**
 * The body of a create or update that may carry an image: multipart (fields as text, lists
 * as repeated keys, the file in `image`), read with the schema it will be parsed with, or JSON, where `image: null` removes the image and any other value is
 * ignored.
 */
export async function readForm(request: FastifyRequest, schema: z.ZodType | undefined): Promise<Form> {
  if (request.isMultipart()) return readMultipart(request, schema);
  const body = request.body;
  const removes = typeof body === "object" && body !== null && (body as Record<string, unknown>)[IMAGE_FIELD] === null;
  return { body, image: removes ? null : undefined };
}
