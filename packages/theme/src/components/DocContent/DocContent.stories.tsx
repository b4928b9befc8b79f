import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Callout } from '../Callout/Callout';
import { CodeBlock } from '../CodeBlock/CodeBlock';
import { PackageManagerTabs } from '../PackageManagerTabs/PackageManagerTabs';
import { Tab, Tabs } from '../Tabs/Tabs';
import { DocContent } from './DocContent';

/** A heading as the Markdown pipeline emits it: text plus a permalink anchor. */
function H({ level, id, children }: { level: 1 | 2 | 3 | 4; id: string; children: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id}>
      {children}
      <a className="rsd-heading-anchor" href={`#${id}`} aria-label={`Permalink to ${children}`}>
        #
      </a>
    </Tag>
  );
}

const diagram = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="200" viewBox="0 0 720 200"><rect width="720" height="200" fill="#fff7ed"/><g font-family="sans-serif" font-size="20" text-anchor="middle"><rect x="40" y="70" width="160" height="60" rx="10" fill="#ffb966"/><text x="120" y="106">src/index.ts</text><rect x="280" y="70" width="160" height="60" rx="10" fill="#ff8b00"/><text x="360" y="106" fill="#fff">rslib build</text><rect x="520" y="70" width="160" height="60" rx="10" fill="#f2a65a"/><text x="600" y="106">dist/</text></g><path d="M200 100h80M440 100h80" stroke="#c26c1d" stroke-width="3"/></svg>',
)}`;

function Code({ title, lines, highlighted = [] }: { title?: string; lines: string[]; highlighted?: number[] }) {
  return (
    <CodeBlock title={title} lang="ts">
      <pre className="rsd-highlight" tabIndex={0}>
        <code>
          {lines.flatMap((line, i) => [
            i > 0 ? '\n' : null,
            <span key={i} className={highlighted.includes(i + 1) ? 'line highlighted' : 'line'}>
              {line}
            </span>,
          ])}
        </code>
      </pre>
    </CodeBlock>
  );
}

const configLines = ["import { defineConfig } from '@rslib/core';", '', 'export default defineConfig({', "  lib: [{ format: 'esm', dts: true }],", '});'];

function EnglishArticle() {
  return (
    <>
      <H level={1} id="output-format">Output format</H>
      <p>
        Rslib builds one library into several <strong>output formats</strong> from a single configuration. This page explains how to choose them
        and how they interact with <a href="/config/lib/syntax">lib.syntax</a> and <code>lib.dts</code>. Read the{' '}
        <a href="https://nodejs.org/api/packages.html">Node.js packages documentation</a> for how consumers resolve them.
      </p>
      <H level={2} id="install">Install</H>
      <PackageManagerTabs command="add @rslib/core -D" />
      <H level={2} id="configure">Configure the formats</H>
      <p>List one entry per format in <code>lib</code>:</p>
      <Code title="rslib.config.ts" lines={configLines} highlighted={[4]} />
      <Callout type="tip">
        <p>Press <kbd>Ctrl</kbd> + <kbd>C</kbd> to stop watch mode.</p>
      </Callout>
      <H level={3} id="format-values">Format values</H>
      <table>
        <thead>
          <tr><th>Value</th><th>Module system</th><th>Typical consumer</th></tr>
        </thead>
        <tbody>
          <tr><td><code>esm</code></td><td>ES modules</td><td>Bundlers and modern Node.js</td></tr>
          <tr><td><code>cjs</code></td><td>CommonJS</td><td>Older Node.js tooling and Jest setups that do not transform ESM</td></tr>
          <tr><td><code>umd</code></td><td>Universal module definition</td><td>Script tags in the browser</td></tr>
        </tbody>
      </table>
      <Tabs groupId="doc-format">
        <Tab label="ESM"><p>Tree-shakeable and the default for new packages.</p></Tab>
        <Tab label="CJS"><p>Use it when consumers still call <code>require()</code>.</p></Tab>
      </Tabs>
      <H level={3} id="checklist">Checklist</H>
      <ul>
        <li>Pick the formats your consumers need.
          <ul><li>Most packages need only <code>esm</code>.</li><li>Add <code>cjs</code> for older tooling.</li></ul>
        </li>
        <li>Point the <code>exports</code> field at each output.</li>
      </ul>
      <ol>
        <li>Run the build.</li>
        <li>Check the files under <code>dist/</code>.</li>
      </ol>
      <img src={diagram} alt="Source files flow through rslib build into dist" />
      <blockquote>
        <p>A format is a promise to your consumers; change it only in a major version.</p>
      </blockquote>
      <Callout type="warning" title="Breaking change">
        <p>Since v0.2 the default <code>syntax</code> is <code>esnext</code>.</p>
      </Callout>
      <hr />
      <H level={4} id="see-also">See also</H>
      <p>Continue with <a href="/guide/basic/output-files">Output files</a>.</p>
    </>
  );
}

function ChineseArticle() {
  return (
    <>
      <H level={1} id="output-format">产物格式</H>
      <p>
        Rslib 可以通过一份配置把同一个库构建为多种<strong>产物格式</strong>。本页介绍如何选择格式，以及它们与{' '}
        <a href="/zh/config/lib/syntax">lib.syntax</a> 和 <code>lib.dts</code> 的关系。使用方如何解析这些产物，请参阅{' '}
        <a href="https://nodejs.org/api/packages.html">Node.js 包文档</a>。
      </p>
      <H level={2} id="install">安装</H>
      <PackageManagerTabs command="add @rslib/core -D" />
      <H level={2} id="configure">配置产物格式</H>
      <p>在 <code>lib</code> 中为每种格式添加一项：</p>
      <Code title="rslib.config.ts" lines={configLines} highlighted={[4]} />
      <Callout type="tip">
        <p>按下 <kbd>Ctrl</kbd> + <kbd>C</kbd> 可以退出监听模式。</p>
      </Callout>
      <H level={3} id="format-values">可选值</H>
      <table>
        <thead>
          <tr><th>值</th><th>模块系统</th><th>典型使用方</th></tr>
        </thead>
        <tbody>
          <tr><td><code>esm</code></td><td>ES 模块</td><td>打包工具和新版 Node.js</td></tr>
          <tr><td><code>cjs</code></td><td>CommonJS</td><td>旧版 Node.js 工具链，以及不转换 ESM 的 Jest 配置</td></tr>
          <tr><td><code>umd</code></td><td>通用模块定义</td><td>浏览器中的 script 标签</td></tr>
        </tbody>
      </table>
      <H level={3} id="checklist">检查清单</H>
      <ul>
        <li>选择使用方需要的格式。
          <ul><li>大多数包只需要 <code>esm</code>。</li><li>需要兼容旧工具链时再添加 <code>cjs</code>。</li></ul>
        </li>
        <li>让 <code>exports</code> 字段指向每种产物。</li>
      </ul>
      <img src={diagram} alt="源码经过 rslib build 输出到 dist 目录" />
      <blockquote>
        <p>产物格式是对使用方的承诺，只应在主版本中修改。</p>
      </blockquote>
      <Callout type="details" title="为什么默认不输出 UMD？">
        <p>UMD 主要用于浏览器中直接引用，大多数库通过打包工具使用，因此默认不输出。</p>
      </Callout>
      <hr />
      <p>下一步请阅读<a href="/zh/guide/basic/output-files">产物文件</a>。</p>
    </>
  );
}

const meta = {
  title: 'Content/DocContent',
  component: DocContent,
} satisfies Meta<typeof DocContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const article = (content: ReactNode): Story['render'] => (args) => <DocContent {...args}>{content}</DocContent>;

export const English: Story = { args: { id: 'doc-content' }, render: article(<EnglishArticle />) };

export const Chinese: Story = { globals: { locale: 'zh' }, args: { id: 'doc-content', lang: 'zh-CN' }, render: article(<ChineseArticle />) };
