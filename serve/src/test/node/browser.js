// The page of `tengen serve` in a real browser: Debian's chromium driven by playwright-core.
// Run by BrowserTest (serve/src/test/java) against a server on 127.0.0.1:
//   node browser.js play    BASE OUTDIR          a 9x9 game against tengen to the end, undo, a refused move,
//                                                an SGF loaded and stepped through, analysis, a screenshot
//   node browser.js midgame BASE OUTDIR          a game left mid-way (the test then kills the server)
//   node browser.js after   BASE OUTDIR ID:MOVES...  after the restart: each game listed and opened
// Each phase prints one line of JSON for the test to read, and exits non-zero with a message on a failure.
'use strict'
const path = require('path')
const fs = require('fs')
const os = require('os')

const web = path.join(__dirname, '..', '..', 'main', 'web')
let chromium
try {
  chromium = require(path.join(web, 'node_modules', 'playwright-core')).chromium
} catch (e) {
  console.error('playwright-core is not installed: run `npm ci` in serve/src/main/web')
  process.exit(3)
}
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium'

const [phase, base, outDir, ...rest] = process.argv.slice(2)
fs.mkdirSync(outDir, {recursive: true})

function check(condition, message) {
  if (!condition) throw new Error(message)
}

async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-chromium-'))
  // A fresh profile each run: launchPersistentContext is how playwright takes --user-data-dir.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: {width: 1200, height: 820},
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync']
  })
  const page = browser.pages()[0] || await browser.newPage()
  const problems = []
  page.on('pageerror', e => problems.push('page error: ' + e.message))
  page.on('console', m => { if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push('console: ' + m.text()) })
  page.setDefaultTimeout(30000)
  return {browser, page, problems, profile}
}

const moveNumber = async page => {
  const t = await page.textContent('#move-number')
  const m = t.match(/move (\d+) \/ (\d+)/)
  return {index: +m[1], last: +m[2]}
}

// Waits until the page is idle: tengen not thinking and no request under way.
async function idle(page) {
  await page.waitForSelector('#board[data-thinking="false"]')
  await page.waitForSelector('#board[data-busy="false"]')
}

async function newGame(page, opponent, level) {
  await page.goto(base + '/')
  await page.selectOption('#width', '9')
  await page.selectOption('#height', '9')
  await page.selectOption('#opponent', opponent)
  if (level) await page.selectOption('#level', String(level))
  await page.click('#start')
  await page.waitForSelector('.shudan-vertex')
  await idle(page)
  return page.url().match(/#\/game\/([a-z0-9-]+)/)[1]
}

async function emptyPoints(page) {
  return page.$$eval('.shudan-vertex.shudan-sign_0', els => els.map(e => [+e.dataset.x, +e.dataset.y]))
}

// Clicks a point and waits for the server's answer: the move number grows, or an error shows.
async function clickPoint(page, x, y) {
  const before = (await moveNumber(page)).last
  await page.click(`.shudan-vertex[data-x="${x}"][data-y="${y}"]`)
  await page.waitForFunction(b => {
    const error = document.querySelector('#error')
    const m = document.querySelector('#move-number').textContent.match(/\/ (\d+)/)
    return error || +m[1] > b
  }, before)
  await idle(page)
  return (await page.$('#error')) === null
}

async function play() {
  const {browser, page, problems, profile} = await launch()
  const report = {}
  try {
    const id = await newGame(page, 'white', 1)
    report.game = id
    // The hover ghost stone.
    await page.hover('.shudan-vertex[data-x="2"][data-y="2"]')
    await page.waitForSelector('.shudan-vertex.shudan-ghost_1[data-x="2"][data-y="2"]')
    // A first move, tengen's answer over the WebSocket.
    check(await clickPoint(page, 4, 4), 'E5 was refused')
    await page.waitForFunction(() => /move 2 \/ 2/.test(document.querySelector('#move-number').textContent))
    await idle(page)
    // An illegal move: on a stone.
    await page.click('.shudan-vertex[data-x="4"][data-y="4"]')
    await page.waitForSelector('#error[data-reason="occupied"]')
    report.refused = await page.textContent('#error')
    check(/occupied/.test(report.refused), 'the refusal does not say why: ' + report.refused)
    // Undo takes back tengen's reply and the move.
    await page.click('#undo')
    await page.waitForFunction(() => /move 0 \/ 0/.test(document.querySelector('#move-number').textContent))
    report.undone = true
    // The game to the end: random moves, then passes from move 30.
    let seed = 7
    const random = n => (seed = (seed * 1103515245 + 12345) % 2147483648) % n
    for (let turn = 0; turn < 250; turn++) {
      await idle(page)
      if ((await page.getAttribute('#status', 'data-result')) !== '') break
      const {last} = await moveNumber(page)
      if (last >= 30) {
        // The pass that ended the game may disable Pass before the result shows: wait for either, then look again.
        await page.waitForFunction(() => !document.querySelector('#pass').disabled
          || document.querySelector('#status').dataset.result)
        if ((await page.getAttribute('#status', 'data-result')) !== '') break
        await page.click('#pass')
        await page.waitForFunction(b => {
          const m = document.querySelector('#move-number').textContent.match(/\/ (\d+)/)
          return +m[1] > b || document.querySelector('#status').dataset.result
        }, last)
        continue
      }
      const empty = await emptyPoints(page)
      const [x, y] = empty[random(empty.length)]
      await clickPoint(page, x, y) // a refused move (suicide, ko) is fine: the error shows and the next try goes on
    }
    await idle(page)
    report.result = await page.getAttribute('#status', 'data-result')
    check(report.result, 'the game did not end')
    report.moves = (await moveNumber(page)).last
    if (!/R$/.test(report.result)) {
      await page.waitForSelector('#count')
      report.count = await page.textContent('#score')
      // A chain marked dead (or alive again) changes the count.
      const stone = await page.$('.shudan-vertex.shudan-sign_-1, .shudan-vertex.shudan-sign_1')
      const before = report.count
      await stone.click()
      await page.waitForFunction(b => document.querySelector('#score').textContent !== b, before)
      report.countAfterToggle = await page.textContent('#score')
      report.result = report.countAfterToggle.split(' ')[0] // the result the count gives now, saved in RE
      await page.waitForFunction(r => document.querySelector('#status').dataset.result === r, report.result)
    }
    await page.screenshot({path: path.join(outDir, 'game-end.png')})

    // An SGF pasted, stepped through, with a ko refused and a variation.
    await page.click('#home')
    await page.waitForSelector('#sgf-text')
    const sgf = '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]PB[Ann]PW[Bob];B[cf];W[eg];B[dg];W[ee];B[de];W[ff];B[aa];W[df];B[ef](;W[gc];B[cc])(;W[cc]))'
    await page.fill('#sgf-text', sgf)
    await page.click('#load-sgf')
    await page.waitForSelector('.shudan-vertex')
    await page.waitForFunction(() => /move 11 \/ 11/.test(document.querySelector('#move-number').textContent))
    await page.click('#first')
    await page.waitForFunction(() => /move 0 \/ 11/.test(document.querySelector('#move-number').textContent))
    check((await page.$$('.shudan-vertex.shudan-sign_1, .shudan-vertex.shudan-sign_-1')).length === 0, 'stones at move 0')
    for (let i = 1; i <= 9; i++) {
      await page.click('#next')
      await page.waitForFunction(n => new RegExp('move ' + n + ' /').test(document.querySelector('#move-number').textContent), i)
    }
    const stones = (await page.$$('.shudan-vertex.shudan-sign_1, .shudan-vertex.shudan-sign_-1')).length
    check(stones === 8, 'after move 9 (a capture) there should be 8 stones, not ' + stones)
    await page.click('.shudan-vertex[data-x="3"][data-y="5"]') // White retakes the ko at once
    await page.waitForSelector('#error[data-reason="ko"]')
    report.ko = await page.textContent('#error')
    await page.click('#next')
    await page.waitForSelector('#variation')
    report.variation = await page.textContent('#variation')
    await page.click('#var-next')
    await page.waitForFunction(() => /2 of 2/.test(document.querySelector('#variation').textContent))
    await page.waitForFunction(() => /move 10 \/ 10/.test(document.querySelector('#move-number').textContent))

    // Analysis: labels (win rate and visits) and the ownership on the board, a point on the graph.
    await page.check('#analyse')
    await page.waitForSelector('.shudan-vertex .shudan-heatlabel')
    await page.waitForSelector('.shudan-vertex .shudan-paint')
    await page.waitForFunction(() => +document.querySelector('#graph').dataset.points > 0)
    report.labels = await page.$$eval('.shudan-vertex .shudan-heatlabel', els => els.map(e => e.textContent).slice(0, 3))
    report.painted = (await page.$$('.shudan-vertex .shudan-paint')).length
    await page.waitForTimeout(1500) // a few more reports, for a fuller picture
    await page.screenshot({path: path.join(outDir, 'board.png')})
    await page.uncheck('#analyse')
    report.studied = page.url().match(/#\/game\/([a-z0-9-]+)/)[1]
    check(problems.length === 0, problems.join('; '))
  } finally {
    await browser.close()
    fs.rmSync(profile, {recursive: true, force: true})
  }
  return report
}

async function midgame() {
  const {browser, page, problems, profile} = await launch()
  try {
    const id = await newGame(page, 'white', 1)
    // Moves played and each acknowledged (the page shows it, and tengen's reply after it).
    for (const [x, y] of [[2, 2], [6, 6], [2, 6], [6, 2]]) {
      const empty = await emptyPoints(page)
      let point = empty.find(p => p[0] === x && p[1] === y) || empty[0]
      check(await clickPoint(page, point[0], point[1]), 'a move was refused')
      await page.waitForFunction(() => {
        const m = document.querySelector('#move-number').textContent.match(/move (\d+) \/ (\d+)/)
        return +m[2] % 2 === 0 && document.querySelector('#board').dataset.thinking === 'false'
      })
    }
    await idle(page)
    const {last} = await moveNumber(page)
    const stones = (await page.$$('.shudan-vertex.shudan-sign_1, .shudan-vertex.shudan-sign_-1')).length
    check(problems.length === 0, problems.join('; '))
    return {game: id, moves: last, stones}
  } finally {
    await browser.close()
    fs.rmSync(profile, {recursive: true, force: true})
  }
}

async function after() {
  const {browser, page, problems, profile} = await launch()
  try {
    const seen = {}
    for (const spec of rest) {
      const [id, moves] = spec.split(':')
      await page.goto(base + '/')
      const row = await page.waitForSelector(`tr.game[data-id="${id}"]`)
      const cells = await row.$$eval('td', tds => tds.map(td => td.textContent))
      check(+cells[4] === +moves, `${id} is listed with ${cells[4]} moves, not ${moves}`)
      await row.click()
      await page.waitForSelector('.shudan-vertex')
      await page.waitForFunction(n => new RegExp('/ ' + n + '$').test(document.querySelector('#move-number').textContent), moves)
      seen[id] = {listed: cells, stones: (await page.$$('.shudan-vertex.shudan-sign_1, .shudan-vertex.shudan-sign_-1')).length}
    }
    check(problems.length === 0, problems.join('; '))
    return seen
  } finally {
    await browser.close()
    fs.rmSync(profile, {recursive: true, force: true})
  }
}

const phases = {play, midgame, after}
if (!phases[phase]) {
  console.error('usage: node browser.js play|midgame|after BASE OUTDIR [ID:MOVES...]')
  process.exit(2)
}
phases[phase]().then(r => {
  console.log(JSON.stringify(r))
}, e => {
  console.error(phase + ': ' + (e && e.stack || e))
  process.exit(1)
})
