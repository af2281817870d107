/**
 * Render stage: view records to PDF bytes. Freemarker templates (locked down: no {@code ?new}, no
 * {@code ?api}, XHTML auto-escaping, only view classes visible) write XHTML for the pages and SVG
 * for the maps; openhtmltopdf lays out the pages on PDFBox, and the map SVG is painted as vector
 * PDF with real text by {@code muster.render.svg}. Fonts are embedded from the jar; dates and the
 * document id are fixed so the same input gives the same bytes, and every file is PDF/A-2b
 * ({@link muster.render.PdfA}). {@link muster.render.Binding} binds finished PDFs into one. Sees only {@code muster.view}.
 * Front door: {@link muster.render.Renderer}.
 */
package muster.render;
