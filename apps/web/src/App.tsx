import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { I18nContext, STRINGS, langFrom, type I18n, type Lang } from './i18n.ts';
import { HomePage } from './pages/HomePage.tsx';

// The game and replay pages carry the rules engine and the boards: loaded when first opened.
const GamePage = lazy(() => import('./pages/GamePage.tsx').then((m) => ({ default: m.GamePage })));
const ReplayPage = lazy(() => import('./pages/ReplayPage.tsx').then((m) => ({ default: m.ReplayPage })));
import { navigate, useRoute } from './router.ts';

const LANG_KEY = 'skirmish.lang';

function initialLang(): Lang {
  const saved = localStorage.getItem(LANG_KEY);
  if (saved === 'en' || saved === 'hu') return saved;
  return langFrom(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function App() {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const i18n = useMemo<I18n>(
    () => ({
      lang,
      t: STRINGS[lang],
      setLang: (l) => {
        localStorage.setItem(LANG_KEY, l);
        setLangState(l);
      },
    }),
    [lang],
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const route = useRoute();
  const t = i18n.t;

  return (
    <I18nContext.Provider value={i18n}>
      <header className="top">
        <a
          className="brand"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {t.appTitle}
        </a>
        <label className="lang">
          <span className="sr-only">{t.language}</span>
          <select
            aria-label={t.language}
            value={lang}
            onChange={(e) => i18n.setLang(e.target.value === 'hu' ? 'hu' : 'en')}
          >
            <option value="en">English</option>
            <option value="hu">Magyar</option>
          </select>
        </label>
      </header>
      <main>
        <Suspense fallback={<p>{t.loading}</p>}>
          {route.page === 'home' ? (
            <HomePage />
          ) : route.page === 'game' ? (
            <GamePage key={route.id} id={route.id} token={route.token} />
          ) : (
            <ReplayPage key={route.id} id={route.id} token={route.token} />
          )}
        </Suspense>
      </main>
    </I18nContext.Provider>
  );
}
