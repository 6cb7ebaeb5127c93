import { TRIAL_DAYS } from "@fenestra/core/account/entitlements";
import { LANGUAGES, type Language } from "@fenestra/core/account/languages";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import type { i18n as I18n } from "i18next";
import { useReducer } from "react";
import { LANGUAGE_NAMES } from "../shared/i18n/language-names.ts";
import { AppScreenshot } from "../shared/ui/AppScreenshot.tsx";
import { editionRows } from "./editions.ts";
import { switchOfficialLanguage, translatorOf } from "./i18n.ts";

/** The app's screens shown, each a real screenshot (docs/screenshots) at a phone's and a desk's size. */
const FEATURES = ["draw", "contract", "cutting", "workshop", "home"] as const;
const PICTURE = {
  draw: "draw",
  contract: "contract",
  cutting: "cutting-result",
  workshop: "workshop",
  home: "home",
};

/** /official: what Fenestra does, its editions and prices, and the way in (SPEC §2, issue 34). */
export function OfficialPage({ i18n }: { i18n: I18n }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const t = translatorOf(i18n);
  const language = i18n.language as Language;
  const change = async (next: Language) => {
    await switchOfficialLanguage(i18n, next);
    rerender();
  };
  return (
    <div className="official" data-testid="official-page">
      <header className="official-bar">
        <a className="official-brand" href="/official">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <rect x="2" y="2" width="28" height="28" rx="7" fill="#0e7490" />
            <rect x="8" y="7.5" width="16" height="17" rx="1.5" fill="none" stroke="#fff" strokeWidth="2.2" />
            <path d="M16 7.5v17" stroke="#fff" strokeWidth="2.2" />
          </svg>
          <span>{language === "zh-CN" ? "门窗智造" : "Fenestra"}</span>
        </a>
        <nav className="official-links">
          <a href="/userGuide">{t("nav.guide")}</a>
          <a href="/articleList">{t("nav.articles")}</a>
          <a href="/webgg">{t("nav.announcements")}</a>
          <a href="/login">{t("nav.signIn")}</a>
        </nav>
        <fieldset className="official-languages" data-testid="official-languages">
          <legend>{t("nav.language")}</legend>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" aria-pressed={l === language} onClick={() => void change(l)}>
              {LANGUAGE_NAMES[l]}
            </button>
          ))}
        </fieldset>
      </header>

      <section className="official-hero">
        <h1>{t("hero.title")}</h1>
        <p>{t("hero.tagline")}</p>
        <div className="official-actions">
          <a className="official-primary" href="/register" data-testid="official-sign-up">
            {t("hero.cta", { days: TRIAL_DAYS })}
          </a>
          <a href="/login">{t("hero.signIn")}</a>
        </div>
      </section>

      <section className="official-features" aria-labelledby="features-title">
        <h2 id="features-title">{t("features.title")}</h2>
        {FEATURES.map((f, i) => (
          <article key={f} className="official-feature" data-testid={`official-feature-${f}`}>
            <div>
              <h3>{t(`features.${f}.title`)}</h3>
              <p>{t(`features.${f}.text`)}</p>
            </div>
            <AppScreenshot
              name={PICTURE[f]}
              language={language}
              alt={t(`features.${f}.title`)}
              eager={i === 0}
            />
          </article>
        ))}
      </section>

      <section className="official-editions" aria-labelledby="editions-title">
        <h2 id="editions-title">{t("editions.title")}</h2>
        <p>{t("editions.intro", { days: TRIAL_DAYS })}</p>
        <ul data-testid="official-editions">
          {editionRows().map((row) => (
            <li key={row.edition} data-edition={row.edition}>
              <h3>{t(`purchase:edition.${row.edition}`)}</h3>
              <p className="official-price">{t("editions.perYear", { amount: formatYuan(row.yearFen) })}</p>
              <p className="official-month">{t("editions.perMonth", { amount: formatYuan(row.monthFen) })}</p>
              <p>{t("editions.base")}</p>
              {row.modules.length > 0 ? (
                <p>
                  {t("editions.includes")} {row.modules.map((m) => t(`purchase:module.${m}`)).join(" · ")}
                </p>
              ) : null}
              <a href="/register">{t("editions.choose")}</a>
            </li>
          ))}
        </ul>
      </section>

      <footer className="official-footer">
        <p>{t("footer.product")}</p>
        <nav className="official-links">
          <a href="/userGuide">{t("nav.guide")}</a>
          <a href="/articleList">{t("nav.articles")}</a>
          <a href="/webgg">{t("nav.announcements")}</a>
          <a href="/register">{t("nav.signUp")}</a>
        </nav>
      </footer>
    </div>
  );
}
