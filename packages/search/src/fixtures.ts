// Literal pages shared by the build and search tests (English, Chinese, Japanese, Korean and Thai).
import type { SearchDocument } from './types';

function page(id: string, title: string, body: Array<string | [id: string, heading: string, depth: number]>): SearchDocument {
  let content = '';
  const toc: SearchDocument['toc'] = [];
  for (const part of body) {
    if (typeof part === 'string') content += `${part}\n`;
    else {
      toc.push({ id: part[0], text: part[1], depth: part[2], charIndex: content.length });
      content += `${part[1]}\n`;
    }
  }
  return { id, title, routePath: id, content, toc };
}

export const EN: SearchDocument[] = [
  page('/config/lib/auto-external', 'lib.autoExternal', [
    'Whether to automatically externalize the dependencies of the library.',
    ['default-value', 'Default value', 2],
    'It is true for ESM and CJS output, false for UMD.',
    ['object-type', 'Object type', 2],
    'Pass an object to pick which kinds of dependencies stay external.',
  ]),
  page('/config/lib/dts', 'lib.dts', [
    'Generate TypeScript declaration files.',
    ['dts-bundle', 'dts.bundle', 3],
    'Bundle the declaration files into one file with API Extractor.',
    ['umd-name', 'umd-name', 3],
    'Only matters for the UMD format.',
  ]),
  page('/guide/external', 'Handle third-party dependencies', [
    'Some dependencies should stay external. The auto option and the external option work together.',
    ['config-file', 'Configuration file', 2],
    'The configuration lives in rslib.config.ts, next to package.json.',
  ]),
  page('/guide/cafe', 'Café guide', ['The café serves espresso and builds nothing at all.']),
  page('/guide/faq', 'FAQ', [
    'Answers to common questions.',
    ['cache', 'Build cache', 2],
    'The build cache makes a second build faster. Clear the build cache when plugins change.',
    ['bundle-size', 'Why is my bundle large?', 2],
    'Check whether dependencies are bundled or kept external.',
  ]),
];

export const ZH: SearchDocument[] = [
  page('/zh/guide/dts', '类型声明', [
    'Rslib 可以自动生成类型声明文件，配置 dts 即可。',
    ['bundle', '打包类型声明', 2],
    '使用Rslib构建时，可以把类型声明打包成一个文件。',
  ]),
  page('/zh/guide/faq', '常见问题', [
    '这里收集了一些常见问题。',
    ['scattered', '对象说明', 2],
    '构造函数很重要，然后建立索引。类型很多，原型声音，声明如下。',
  ]),
  page('/zh/config/output', '输出配置', [
    '配置 distPath 可以修改输出目录。',
    ['clean', '清理输出目录', 2],
    '构建前会先清理输出目录。',
  ]),
];

export const JA: SearchDocument[] = [
  page('/ja/guide/cache', 'ビルドキャッシュ', [
    'ビルドキャッシュを使うと、二回目のビルドが速くなります。',
    ['clear', 'キャッシュの削除', 2],
    'プラグインを変更したときは、キャッシュを削除してください。',
  ]),
  page('/ja/config/output', '出力の設定', [
    '出力ディレクトリは distPath で変更できます。',
    ['clean', '出力ディレクトリの整理', 2],
    'ビルドの前に古いファイルを消します。',
  ]),
];

export const KO: SearchDocument[] = [
  page('/ko/guide/cache', '빌드 캐시', [
    '빌드 캐시를 사용하면 두 번째 빌드가 빨라집니다.',
    ['clear', '캐시 삭제', 2],
    '플러그인을 바꾸면 캐시를 삭제하세요.',
  ]),
  page('/ko/config/output', '출력 설정', [
    '출력 디렉터리는 distPath로 바꿀 수 있습니다.',
    ['clean', '출력 디렉터리 정리', 2],
    '빌드하기 전에 오래된 파일을 지웁니다.',
  ]),
];

export const TH: SearchDocument[] = [
  page('/th/guide/config', 'การตั้งค่า', [
    'การตั้งค่าไฟล์การกำหนดค่าทำได้ง่าย',
    ['output', 'ไดเรกทอรีผลลัพธ์', 2],
    'เปลี่ยนไดเรกทอรีผลลัพธ์ได้ด้วย distPath',
  ]),
];
