/**
 * The languages a starter can be made in: every language @rsdocs/theme ships UI strings for. The code is the
 * locale's `lang` and its path prefix (`zh` stays `/zh/`, Simplified Chinese, as on the Rslib site; the theme writes
 * it `zh-CN` in `lang` and `hreflang`). Right-to-left languages (ar, he) need nothing here: the theme mirrors them.
 */
export const LANGS = ['en', 'zh', 'zh-TW', 'ja', 'ko', 'es', 'fr', 'de', 'pt-BR', 'ru', 'ar', 'he'] as const;
export type Lang = (typeof LANGS)[number];

/** Other spellings a visitor may type for a language, lower case → the starter's code. */
const ALIASES: Record<string, Lang> = { 'zh-cn': 'zh', 'zh-hans': 'zh', 'zh-hant': 'zh-TW', pt: 'pt-BR' };

/** The starter's code for what was typed (any case, a few aliases), or undefined. */
export function toLang(typed: string): Lang | undefined {
  const lower = typed.trim().toLowerCase();
  return LANGS.find((l) => l.toLowerCase() === lower) ?? ALIASES[lower];
}

export interface LangText {
  /** The language's own name, in the language switch. */
  label: string;
  /** Its English name, in the prompt. */
  english: string;
  tagline: string;
  text: string;
  start: string;
  guide: string;
  blog: string;
  group: string;
  pages: { introduction: string; 'getting-started': string; 'writing-pages': string };
  features: readonly (readonly [string, string])[];
  /** Above a guide page written in English for now (every language but en and zh). */
  untranslated?: string;
}

/** The starter's config and home page strings, per language. */
export const TEXT: Record<Lang, LangText> = {
  en: {
    label: 'English',
    english: 'English',
    tagline: 'A bilingual documentation site',
    text: 'Written in Markdown, built with @rsdocs/theme',
    start: 'Get Started',
    guide: 'Guide',
    blog: 'Blog',
    group: 'Getting Started',
    pages: { introduction: 'Introduction', 'getting-started': 'Getting Started', 'writing-pages': 'Writing Pages' },
    features: [
      ['Markdown and MDX', 'Pages live in docs/<lang>/; the file path is the route.'],
      ['Search built in', 'Each language gets its own search index at build time.'],
      ['Your brand', 'Colours come from tokens: see theme/brand.css.'],
    ],
  },
  zh: {
    label: '简体中文',
    english: 'Chinese (Simplified)',
    tagline: '一个双语文档站点',
    text: '用 Markdown 编写，由 @rsdocs/theme 构建',
    start: '开始',
    guide: '指南',
    blog: '博客',
    group: '开始使用',
    pages: { introduction: '介绍', 'getting-started': '快速上手', 'writing-pages': '编写页面' },
    features: [
      ['Markdown 与 MDX', '页面放在 docs/<语言>/ 下，文件路径就是路由。'],
      ['内置搜索', '构建时为每种语言生成独立的搜索索引。'],
      ['品牌样式', '颜色来自设计令牌：见 theme/brand.css。'],
    ],
  },
  'zh-TW': {
    label: '繁體中文',
    english: 'Chinese (Traditional)',
    tagline: '一個多語言文件網站',
    text: '以 Markdown 撰寫，由 @rsdocs/theme 建置',
    start: '開始',
    guide: '指南',
    blog: '部落格',
    group: '開始使用',
    pages: { introduction: '介紹', 'getting-started': '快速上手', 'writing-pages': '撰寫頁面' },
    features: [
      ['Markdown 與 MDX', '頁面放在 docs/<語言>/ 下，檔案路徑就是路由。'],
      ['內建搜尋', '建置時為每種語言產生獨立的搜尋索引。'],
      ['品牌樣式', '顏色來自設計權杖：見 theme/brand.css。'],
    ],
    untranslated: '本頁目前仍是英文，請翻譯成繁體中文。',
  },
  ja: {
    label: '日本語',
    english: 'Japanese',
    tagline: '多言語のドキュメントサイト',
    text: 'Markdown で書き、@rsdocs/theme でビルド',
    start: 'はじめる',
    guide: 'ガイド',
    blog: 'ブログ',
    group: 'はじめに',
    pages: { introduction: 'イントロダクション', 'getting-started': 'クイックスタート', 'writing-pages': 'ページの書き方' },
    features: [
      ['Markdown と MDX', 'ページは docs/<言語>/ に置き、ファイルのパスがそのまま URL になります。'],
      ['検索を内蔵', 'ビルド時に言語ごとの検索インデックスを作ります。'],
      ['ブランドの色', '色はデザイントークンで決まります：theme/brand.css を参照。'],
    ],
    untranslated: 'このページはまだ英語です。日本語に翻訳してください。',
  },
  ko: {
    label: '한국어',
    english: 'Korean',
    tagline: '다국어 문서 사이트',
    text: 'Markdown으로 작성하고 @rsdocs/theme로 빌드합니다',
    start: '시작하기',
    guide: '가이드',
    blog: '블로그',
    group: '시작하기',
    pages: { introduction: '소개', 'getting-started': '빠른 시작', 'writing-pages': '페이지 작성' },
    features: [
      ['Markdown과 MDX', '페이지는 docs/<언어>/ 아래에 두며, 파일 경로가 곧 주소입니다.'],
      ['내장 검색', '빌드할 때 언어마다 검색 색인을 만듭니다.'],
      ['브랜드 색상', '색상은 디자인 토큰에서 옵니다: theme/brand.css를 보세요.'],
    ],
    untranslated: '이 페이지는 아직 영어입니다. 한국어로 번역해 주세요.',
  },
  es: {
    label: 'Español',
    english: 'Spanish',
    tagline: 'Un sitio de documentación multilingüe',
    text: 'Escrito en Markdown, construido con @rsdocs/theme',
    start: 'Empezar',
    guide: 'Guía',
    blog: 'Blog',
    group: 'Primeros pasos',
    pages: { introduction: 'Introducción', 'getting-started': 'Primeros pasos', 'writing-pages': 'Escribir páginas' },
    features: [
      ['Markdown y MDX', 'Las páginas viven en docs/<idioma>/; la ruta del archivo es la dirección.'],
      ['Búsqueda integrada', 'Cada idioma tiene su propio índice de búsqueda, creado al construir.'],
      ['Tu marca', 'Los colores salen de los tokens: mira theme/brand.css.'],
    ],
    untranslated: 'Esta página sigue en inglés: tradúcela al español.',
  },
  fr: {
    label: 'Français',
    english: 'French',
    tagline: 'Un site de documentation multilingue',
    text: 'Écrit en Markdown, construit avec @rsdocs/theme',
    start: 'Commencer',
    guide: 'Guide',
    blog: 'Blog',
    group: 'Premiers pas',
    pages: { introduction: 'Introduction', 'getting-started': 'Premiers pas', 'writing-pages': 'Écrire des pages' },
    features: [
      ['Markdown et MDX', 'Les pages vivent dans docs/<langue>/ ; le chemin du fichier est l’adresse.'],
      ['Recherche intégrée', 'Chaque langue a son propre index de recherche, créé à la construction.'],
      ['Votre marque', 'Les couleurs viennent des jetons : voir theme/brand.css.'],
    ],
    untranslated: 'Cette page est encore en anglais : traduisez-la en français.',
  },
  de: {
    label: 'Deutsch',
    english: 'German',
    tagline: 'Eine mehrsprachige Dokumentationsseite',
    text: 'In Markdown geschrieben, mit @rsdocs/theme gebaut',
    start: 'Loslegen',
    guide: 'Leitfaden',
    blog: 'Blog',
    group: 'Erste Schritte',
    pages: { introduction: 'Einführung', 'getting-started': 'Erste Schritte', 'writing-pages': 'Seiten schreiben' },
    features: [
      ['Markdown und MDX', 'Seiten liegen in docs/<sprache>/; der Dateipfad ist die Adresse.'],
      ['Eingebaute Suche', 'Jede Sprache bekommt beim Bauen ihren eigenen Suchindex.'],
      ['Deine Marke', 'Die Farben kommen aus Tokens: siehe theme/brand.css.'],
    ],
    untranslated: 'Diese Seite ist noch auf Englisch: übersetze sie ins Deutsche.',
  },
  'pt-BR': {
    label: 'Português (Brasil)',
    english: 'Portuguese (Brazil)',
    tagline: 'Um site de documentação multilíngue',
    text: 'Escrito em Markdown, construído com @rsdocs/theme',
    start: 'Começar',
    guide: 'Guia',
    blog: 'Blog',
    group: 'Primeiros passos',
    pages: { introduction: 'Introdução', 'getting-started': 'Primeiros passos', 'writing-pages': 'Escrevendo páginas' },
    features: [
      ['Markdown e MDX', 'As páginas ficam em docs/<idioma>/; o caminho do arquivo é o endereço.'],
      ['Pesquisa integrada', 'Cada idioma ganha seu próprio índice de pesquisa na construção.'],
      ['Sua marca', 'As cores vêm dos tokens: veja theme/brand.css.'],
    ],
    untranslated: 'Esta página ainda está em inglês: traduza-a para o português.',
  },
  ru: {
    label: 'Русский',
    english: 'Russian',
    tagline: 'Многоязычный сайт документации',
    text: 'Написан на Markdown, собран с @rsdocs/theme',
    start: 'Начать',
    guide: 'Руководство',
    blog: 'Блог',
    group: 'Начало работы',
    pages: { introduction: 'Введение', 'getting-started': 'Быстрый старт', 'writing-pages': 'Как писать страницы' },
    features: [
      ['Markdown и MDX', 'Страницы лежат в docs/<язык>/; путь к файлу и есть адрес.'],
      ['Встроенный поиск', 'Для каждого языка при сборке строится свой поисковый индекс.'],
      ['Ваш бренд', 'Цвета задаются токенами: см. theme/brand.css.'],
    ],
    untranslated: 'Эта страница пока на английском: переведите её на русский.',
  },
  ar: {
    label: 'العربية',
    english: 'Arabic',
    tagline: 'موقع توثيق متعدد اللغات',
    text: 'مكتوب بـ Markdown ومبني باستخدام @rsdocs/theme',
    start: 'ابدأ الآن',
    guide: 'الدليل',
    blog: 'المدونة',
    group: 'البداية',
    pages: { introduction: 'مقدمة', 'getting-started': 'البدء السريع', 'writing-pages': 'كتابة الصفحات' },
    features: [
      ['Markdown و MDX', 'توضع الصفحات في docs/<اللغة>/، ومسار الملف هو عنوان الصفحة.'],
      ['بحث مدمج', 'تحصل كل لغة على فهرس بحث خاص بها عند البناء.'],
      ['هويتك', 'تأتي الألوان من الرموز: انظر theme/brand.css.'],
    ],
    untranslated: 'هذه الصفحة ما زالت بالإنجليزية: ترجمها إلى العربية.',
  },
  he: {
    label: 'עברית',
    english: 'Hebrew',
    tagline: 'אתר תיעוד רב־לשוני',
    text: 'נכתב ב־Markdown ונבנה עם @rsdocs/theme',
    start: 'מתחילים',
    guide: 'מדריך',
    blog: 'בלוג',
    group: 'צעדים ראשונים',
    pages: { introduction: 'מבוא', 'getting-started': 'התחלה מהירה', 'writing-pages': 'כתיבת דפים' },
    features: [
      ['Markdown ו־MDX', 'הדפים נמצאים ב־docs/<שפה>/, ונתיב הקובץ הוא הכתובת.'],
      ['חיפוש מובנה', 'לכל שפה נבנה אינדקס חיפוש משלה בזמן הבנייה.'],
      ['המותג שלכם', 'הצבעים מגיעים מהטוקנים: ראו theme/brand.css.'],
    ],
    untranslated: 'הדף הזה עדיין באנגלית: תרגמו אותו לעברית.',
  },
};
