import type { Language } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { pickLanguage } from "../i18n/catalogue.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** From the TargetLanguage header; every message in the response is in this language. */
    language: Language;
  }
}

export function installI18n(app: FastifyInstance) {
  app.decorateRequest("language", "zh-CN");
  app.addHook("onRequest", async (request) => {
    request.language = pickLanguage(request.headers.targetlanguage);
  });
}
