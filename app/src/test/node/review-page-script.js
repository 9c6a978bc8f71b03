// Runs the script of a tengen review page (argv[2]) against a minimal stand-in for the DOM, points at every
// position of the graph in turn and prints the read-out of each on its own line, then clicks a marker of
// move argv[3] and prints the element it scrolled to.
'use strict';
const fs = require('fs');
const html = fs.readFileSync(process.argv[2], 'utf8');
const data = html.match(/<script type="application\/json" id="review-data">\n([\s\S]*?)\n<\/script>/)[1];
const script = html.match(/<script>\n([\s\S]*?)<\/script>/)[1];
const left = Number(html.match(/var left = ([0-9.]+)/)[1]);
const width = Number(html.match(/span = ([0-9.]+) \//)[1]);
const handlers = {};
const elements = {};
let scrolled = null;
function element(id) {
  return {
    id: id,
    textContent: id === 'review-data' ? data : '',
    attributes: {},
    setAttribute(k, v) { this.attributes[k] = v; },
    addEventListener(type, f) { handlers[type] = f; },
    // The screen is the drawing's own coordinates: the point comes back as it went in.
    createSVGPoint() { return { x: 0, y: 0, matrixTransform() { return { x: this.x, y: this.y }; } }; },
    getScreenCTM() { return { inverse() { return null; } }; },
    scrollIntoView() { scrolled = id; }
  };
}
global.document = { getElementById: (id) => (elements[id] = elements[id] || element(id)) };
new Function(script)();
const n = JSON.parse(data).positions.length;
for (let k = 0; k < n; k++) {
  handlers.mousemove({ clientX: left + k * width / Math.max(1, n - 1), clientY: 20 });
  console.log(elements.readout.textContent);
}
handlers.click({ target: { getAttribute: () => process.argv[3] } });
console.log('scrolled to ' + scrolled);
