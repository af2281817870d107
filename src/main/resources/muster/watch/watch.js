// muster watch: draws the board the server sends. Everything from a scenario reaches the page as
// text (textContent, attributes) or as the map's own SVG, parsed as XML, stripped of anything
// active, and kept in a shadow root so its styles and the page's stay apart.
'use strict';
(() => {
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const state = { board: [], key: null, view: 'gm', mapWanted: null, filesDrawn: null, navDrawn: null };
  const $ = (id) => document.getElementById(id);
  const mapHost = $('map');
  const shadow = mapHost.attachShadow({ mode: 'open' });

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function connect() {
    const source = new EventSource('/events');
    source.addEventListener('board', (ev) => {
      state.board = JSON.parse(ev.data);
      draw();
    });
    source.onopen = () => connection('watching', false);
    source.onerror = () => connection('no answer from muster watch (is it still running?); trying again', true);
  }

  function connection(text, lost) {
    const c = $('connection');
    c.textContent = text;
    c.classList.toggle('lost', lost);
  }

  function draw() {
    if (!state.board.length) return;
    if (!state.board.some((e) => e.key === state.key)) state.key = state.board[0].key;
    drawNav();
    const entry = state.board.find((e) => e.key === state.key);
    $('status').textContent = entry.state === 'checking' ? entry.label + ': checking' : '';
    drawFindings(entry);
    drawPreview(entry);
    drawFiles(entry);
  }

  function drawNav() {
    const nav = $('scenarios');
    const signature = JSON.stringify(state.board.map((e) => [e.key, e.label, e.state, e.good && e.good.title])) + state.key;
    if (state.navDrawn === signature) return;
    state.navDrawn = signature;
    nav.replaceChildren();
    if (state.board.length < 2) return;
    for (const e of state.board) {
      const b = el('button', { type: 'button', 'aria-pressed': String(e.key === state.key) }, e.good ? e.good.title : e.label);
      b.title = e.label;
      if (e.state === 'errors') b.classList.add('errors');
      b.addEventListener('click', () => { state.key = e.key; state.mapWanted = null; state.filesDrawn = null; draw(); });
      nav.append(b);
    }
  }

  function drawFindings(entry) {
    const box = $('findings');
    const list = $('findings-list');
    box.hidden = entry.findings.length === 0 && entry.state !== 'errors';
    box.classList.toggle('has-errors', entry.state === 'errors');
    $('findings-title').textContent = entry.summary;
    list.replaceChildren(...entry.findings.map((f) => el('li', { class: f.severity }, f.text)));
  }

  function drawPreview(entry) {
    const preview = $('preview');
    const good = entry.good;
    // the map of an earlier check than the last one: that one had errors
    const stale = Boolean(good) && good.version !== entry.version;
    preview.classList.toggle('stale', stale);
    const note = $('stale-note');
    note.hidden = !stale;
    note.textContent = stale ? 'The file has errors: below is its last version without them.' : '';
    $('title').textContent = good ? good.title : entry.label + (entry.state === 'errors' ? ': no map until the errors are fixed' : '');
    document.title = 'muster watch: ' + (good ? good.title : entry.label);
    const views = $('views');
    if (!good) {
      views.replaceChildren();
      shadow.replaceChildren();
      mapHost.removeAttribute('data-version');
      state.mapWanted = null;
      return;
    }
    if (!good.views.some((v) => v.id === state.view)) state.view = 'gm';
    views.replaceChildren(...good.views.map((v) => {
      const b = el('button', { type: 'button', 'data-view': v.id, 'aria-pressed': String(v.id === state.view) },
        v.id === 'gm' ? 'Game master' : v.name);
      b.addEventListener('click', () => { state.view = v.id; draw(); });
      return b;
    }));
    loadMap(entry.key, state.view, good.version);
  }

  async function loadMap(key, view, version) {
    const wanted = key + '/' + view + '/' + version;
    if (state.mapWanted === wanted) return;
    state.mapWanted = wanted;
    const res = await fetch('/map/' + encodeURIComponent(key) + '/' + encodeURIComponent(view) + '.svg?v=' + version);
    const text = await res.text();
    if (state.mapWanted !== wanted) return;
    if (!res.ok) {
      shadow.replaceChildren(el('p', {}, text));
      return;
    }
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    if (svg.namespaceURI !== SVG_NS || svg.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) {
      shadow.replaceChildren(el('p', {}, 'The map could not be read.'));
      return;
    }
    inert(svg);
    const node = document.importNode(svg, true);
    node.removeAttribute('width');
    node.removeAttribute('height');
    const style = el('style', {}, 'svg { display: block; width: 100%; height: auto; }');
    shadow.replaceChildren(style, node);
    mapHost.dataset.key = key;
    mapHost.dataset.view = view;
    mapHost.dataset.version = String(version);
  }

  /** Removes whatever in an SVG could run or load: the renderer writes none of it, and none may come from elsewhere. */
  function inert(root) {
    for (const bad of root.querySelectorAll('script, foreignObject, iframe, object, embed, a, image, use[href^="http"]')) bad.remove();
    for (const e of [root, ...root.querySelectorAll('*')]) {
      for (const a of [...e.attributes]) {
        const n = a.name.toLowerCase();
        if (n.startsWith('on') || ((n === 'href' || n === 'xlink:href') && !a.value.startsWith('#'))) e.removeAttribute(a.name);
      }
    }
  }

  function drawFiles(entry) {
    const section = $('files');
    const files = entry.files;
    const stale = Boolean(entry.good) && entry.good.version !== entry.version;
    section.classList.toggle('stale', stale);
    section.classList.toggle('printing', Boolean(files) && files.state === 'printing');
    section.dataset.state = files ? files.state : 'none';
    section.dataset.version = files ? String(files.version) : '';
    const words = !files ? (entry.state === 'errors' ? 'No files while the scenario has errors.' : '')
      : files.state === 'printing' ? 'Printing the PDFs' + (files.files.length ? ' (below: the last ones printed)' : '')
        : files.state === 'failed' ? 'Printing failed:' : 'Printed into the output folder:';
    $('files-state').textContent = words;
    $('files-findings').replaceChildren(...(files ? files.findings : []).map((f) => el('li', { class: f.severity }, f.text)));
    const signature = files ? files.version + '/' + files.state + '/' + entry.key : 'none';
    if (state.filesDrawn === signature) return;
    state.filesDrawn = signature;
    const list = $('file-list');
    if (!files) { list.replaceChildren(); return; }
    list.replaceChildren(...files.files.map((f) => {
      const box = el('div', { class: 'file' });
      const head = el('h3');
      head.append(el('a', { href: f.url, target: '_blank', rel: 'noopener' }, f.name),
        document.createTextNode(' (' + f.pages + (f.pages === 1 ? ' page)' : ' pages)')));
      const pages = el('div', { class: 'pages' });
      for (let n = 1; n <= f.pages; n++) {
        const link = el('a', { href: f.url + '#page=' + n, target: '_blank', rel: 'noopener' });
        link.append(el('img', { src: f.pagesUrl + n + '.png?v=' + files.version, loading: 'lazy', alt: f.name + ', page ' + n }));
        pages.append(link);
      }
      box.append(head, pages);
      return box;
    }));
  }

  connect();
})();
