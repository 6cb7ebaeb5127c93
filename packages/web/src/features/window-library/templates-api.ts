import type { Design } from "@fenestra/core";
import type { TemplateType } from "@fenestra/core/library/index";
import type { ApiClient } from "../../shared/api/create-client.ts";

// The company's window library on the server (/api/templates): its own templates and how
// often each template was used. Built-in templates come from core and are never fetched.

/** One of the company's own templates as the server answers it; `key` is "user:<id>". */
export type OwnTemplateDto = {
  id: number;
  key: string;
  name: string;
  type: TemplateType;
  design: unknown;
  createdBy: number | null;
  createdAt: string;
};

export type TemplateUsage = { counts: Record<string, number>; lastSelected: string | null };

/** Page size used to read the whole own list (the server's largest page). */
export const TEMPLATE_PAGE_SIZE = 100;
const MAX_PAGES = 100;

export type TemplatesApi = ReturnType<typeof templatesApi>;

export function templatesApi(client: Pick<ApiClient, "get" | "post" | "del">) {
  return {
    /** Every own template of the company, oldest first, reading page after page. */
    async listAll(): Promise<OwnTemplateDto[]> {
      const all: OwnTemplateDto[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { items, total } = await client.get<{ items: OwnTemplateDto[]; total: number }>(
          "/api/templates",
          { page, pageSize: TEMPLATE_PAGE_SIZE },
        );
        all.push(...items);
        if (items.length === 0 || all.length >= total) break;
      }
      return all;
    },
    create: (body: { name: string; type: TemplateType; design: Design }) =>
      client.post<OwnTemplateDto>("/api/templates", body),
    remove: (id: number) => client.del<null>(`/api/templates/${id}`),
    usage: () => client.get<TemplateUsage>("/api/templates/usage"),
    recordUse: (templateKey: string) =>
      client.post<{ templateKey: string; count: number }>("/api/templates/usage", { templateKey }),
  };
}
