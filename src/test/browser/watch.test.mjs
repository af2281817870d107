// muster watch in a real browser: Debian's chromium driven by playwright-core. Starts the built jar's
// `watch` on a copy of San Juan Heights, saves a mistake and waits for its diagnostic at its line,
// fixes it and waits for the map, checks a side's view for fog of war and the page for markup from
// the scenario, and measures the time from a save to the updated map over ten saves.
// Run from the repository after `mvn package`: node src/test/browser/watch.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const JAR = path.join(ROOT, 'target/muster-0.1.0.jar');
const SHOTS = path.join(ROOT, 'target/browser');
const CHROMIUM = process.env.MUSTER_CHROMIUM || '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic'];
// A Spanish unit the handouts show only to Spain: the Puerto Rico company hidden on the northern heights.
const HIDDEN_SPANISH = 'Puerto Rico';
const SAVES = 10;

/** The java process of `muster watch`, the address it printed, and everything it printed. */
async function startWatch(scenario, output) {
  const child = spawn('java', ['-Xmx512m', '-Djava.awt.headless=true', '-jar', JAR, 'watch', scenario, '--port', '0', '-o', output],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = { out: '', err: '' };
  child.stderr.on('data', (d) => { log.err += d; });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('muster watch printed no address:\n' + log.out + log.err)), 60_000);
    child.stdout.on('data', (d) => {
      log.out += d;
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(log.out);
      if (m) { clearTimeout(timer); resolve(m[0]); }
    });
    child.on('exit', (code) => reject(new Error('muster watch ended with ' + code + ':\n' + log.out + log.err)));
  });
  return { child, url, log };
}

/** The text of the map in the page (it lives in the map's shadow root), or null while there is none. */
function mapText(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('map').shadowRoot.querySelector('svg');
    return svg ? svg.textContent : null;
  });
}

function waitForMapWith(page, words, timeout = 30_000) {
  return page.waitForFunction((w) => {
    const svg = document.getElementById('map').shadowRoot.querySelector('svg');
    return Boolean(svg) && svg.textContent.includes(w);
  }, words, { timeout, polling: 'raf' });
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

test('muster watch follows a scenario file in chromium', { timeout: 600_000 }, async (t) => {
  assert.ok(fs.existsSync(JAR), 'build the jar first: ' + JAR);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-watch-'));
  const scenario = path.join(work, 'san-juan-heights.yaml');
  const original = fs.readFileSync(path.join(ROOT, 'scenarios/san-juan-heights.yaml'), 'utf8');
  fs.writeFileSync(scenario, original);
  fs.mkdirSync(SHOTS, { recursive: true });
  const watch = await startWatch(scenario, path.join(work, 'out'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1280, height: 900 },
  });
  const dialogs = [];
  const problems = [];
  try {
    const page = context.pages()[0] || await context.newPage();
    page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(watch.url);

    await t.test('the game master\'s map appears, with every unit', async () => {
      await page.waitForSelector('#map svg', { timeout: 120_000 });
      assert.equal(await page.getAttribute('#map', 'data-view'), 'gm');
      assert.ok((await mapText(page)).includes(HIDDEN_SPANISH));
      assert.equal(await page.textContent('#title'), 'San Juan Heights');
    });

    await t.test('a mistake shows its diagnostic at its line, over the last good map greyed', async () => {
      const lines = original.split('\n');
      const line = lines.indexOf('    kind: jungle') + 1;
      assert.ok(line > 0);
      fs.writeFileSync(scenario, original.replace('    kind: jungle\n', '    kind: jungel\n'));
      const finding = page.locator('#findings-list li.error', { hasText: scenario + ':' + line + ':' });
      await finding.first().waitFor({ timeout: 30_000 });
      const text = await finding.first().textContent();
      assert.match(text, new RegExp(':' + line + ':11: error\\[[A-Z]+-\\d+\\]: .*jungel'));
      assert.match(text, /\n {2}hint: /);
      assert.ok(await page.isVisible('#findings'));
      assert.ok(await page.locator('#preview.stale').isVisible());
      assert.ok((await mapText(page)).includes(HIDDEN_SPANISH), 'the last good map stays');
      await page.screenshot({ path: path.join(SHOTS, 'watch-errors.png') });
    });

    await t.test('fixing it brings the map back', async () => {
      const before = Number(await page.getAttribute('#map', 'data-version'));
      fs.writeFileSync(scenario, original);
      await page.waitForFunction((v) => Number(document.getElementById('map').dataset.version) > v, before, { timeout: 30_000 });
      assert.ok(await page.isHidden('#findings'));
      assert.equal(await page.locator('#preview.stale').count(), 0);
    });

    await t.test('a side\'s view hides the enemy\'s hidden units', async () => {
      await page.click('#views button[data-view="us"]');
      await page.waitForSelector('#map[data-view="us"]');
      const us = await mapText(page);
      assert.ok(us.includes('Kettle'), 'the US map shows the Spanish units in the open');
      assert.ok(!us.includes(HIDDEN_SPANISH), 'the US map shows a hidden Spanish unit');
      assert.ok(!(await page.content()).includes('Provisional Battalion of Puerto Rico, company on the northern heights'));
      await page.click('#views button[data-view="spain"]');
      await page.waitForSelector('#map[data-view="spain"]');
      assert.ok((await mapText(page)).includes(HIDDEN_SPANISH), 'Spain sees its own hidden company');
      await page.click('#views button[data-view="us"]');
      await page.waitForSelector('#map[data-view="us"]');
      await page.screenshot({ path: path.join(SHOTS, 'watch-us-view.png') });
    });

    await t.test('markup in the scenario stays text', async () => {
      const label = '<svg onload=alert(1)>';
      fs.writeFileSync(scenario, original.replace('short: Kettle', 'short: "' + label + '"'));
      // the label may be set on one line or two, each its own text element
      await waitForMapWith(page, 'onload=alert(1)>');
      const found = await page.evaluate(() => {
        const root = document.getElementById('map').shadowRoot;
        return {
          handlers: [...root.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
          svgs: root.querySelectorAll('svg').length,
          words: [...root.querySelectorAll('text')].map((e) => e.textContent).filter((w) => w.includes('<svg')),
        };
      });
      assert.equal(found.handlers, 0);
      assert.equal(found.svgs, 1);
      assert.equal(found.words.length, 1, JSON.stringify(found.words));
      assert.ok(label.startsWith(found.words[0]), 'printed as its own words: ' + found.words[0]);
      await page.waitForTimeout(300);
      assert.deepEqual(dialogs, []);
    });

    await t.test('the time from a save to the updated map, over ten saves', async () => {
      const times = [];
      for (let i = 1; i <= SAVES; i++) {
        const mark = 'Kettle r' + String(i).padStart(2, '0');
        const t0 = performance.now();
        fs.writeFileSync(scenario, original.replace('short: Kettle', 'short: ' + mark));
        await waitForMapWith(page, mark);
        times.push(Math.round(performance.now() - t0));
      }
      const m = median(times);
      console.log('save to updated map, San Juan Heights, ' + SAVES + ' saves: median ' + m + ' ms (each: ' + times.join(', ') + ')');
      const version = await page.getAttribute('#map', 'data-version');
      const t0 = performance.now();
      await page.waitForSelector('#files[data-state="printed"][data-version="' + version + '"]', { timeout: 300_000 });
      const printed = Math.round(performance.now() - t0);
      console.log('then the PDFs of the last save printed ' + printed + ' ms after its map');
      fs.writeFileSync(path.join(SHOTS, 'watch-timing.json'), JSON.stringify({ saves: times, medianMs: m, pdfsAfterMapMs: printed }) + '\n');
      assert.equal(times.length, SAVES);
    });

    await t.test('the pages of each PDF are shown and open', async () => {
      await page.click('#views button[data-view="gm"]');
      const first = page.locator('#file-list .file').first();
      assert.match(await first.locator('h3 a').textContent(), /san-juan-heights-gm\.pdf/);
      const img = first.locator('img').first();
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const first = [...document.querySelectorAll('#file-list .file:first-child img')].slice(0, 4);
        return first.length === 4 && first.every((i) => i.complete && i.naturalWidth > 0);
      }, null, { timeout: 120_000 });
      const href = await first.locator('h3 a').getAttribute('href');
      const res = await page.request.get(new URL(href, watch.url).toString());
      assert.equal(res.status(), 200);
      assert.equal(res.headers()['content-type'], 'application/pdf');
      assert.equal((await res.body()).subarray(0, 5).toString(), '%PDF-');
      assert.equal((await page.request.get(new URL('/files/../san-juan-heights.yaml', watch.url).toString())).status(), 404);
      await page.screenshot({ path: path.join(SHOTS, 'watch-gm-pages.png'), fullPage: false });
      assert.deepEqual(problems, []);
    });

    await t.test('Ctrl-C stops it', async () => {
      const exited = new Promise((resolve) => watch.child.on('exit', (code, signal) => resolve({ code, signal })));
      watch.child.kill('SIGINT');
      const end = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 20_000))]);
      assert.ok(end, 'still running 20 s after SIGINT');
      assert.match(watch.log.out, /muster watch: stopped/);
    });
  } finally {
    await context.close();
    if (watch.child.exitCode === null) watch.child.kill('SIGKILL');
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
});
