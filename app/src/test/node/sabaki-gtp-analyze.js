// Drives `tengen gtp` with the npm package @sabaki/gtp (the GTP controller inside Sabaki) through the analysis
// commands as Sabaki sends them: lz-analyze and kata-analyze stream `info` lines to the command's subscriber
// until the next command (Sabaki sends protocol_version to stop one), kata-genmove_analyze ends with
// `play VERTEX`, and a controller that closes tengen's input mid-analysis sees tengen exit. Usage:
//   node sabaki-gtp-analyze.js MODULES_DIR JAVA CLASSPATH
// Exits 0 when every streamed line is what the clients parse, else prints what went wrong and exits 1.
const path = require('path')
const [modules, java, classpath] = process.argv.slice(2)
const {Controller} = require(path.join(modules, '@sabaki/gtp'))

const args = ['-cp', classpath, 'org.tengen.app.Main', 'gtp', '--seed', '5', '--level', '1']
const vertex = /^([A-HJ][1-9]|pass)$/
const expect = (what, ok) => {
  if (!ok) throw new Error(what)
}
const waitFor = async (what, ok, ms = 60000) => {
  const end = Date.now() + ms
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise(r => setTimeout(r, 20))
  }
}

// An info line read as a client reads it: blocks of key-value pairs, each ending in its pv.
function parseInfo(line) {
  const words = line.trim().split(/\s+/)
  const blocks = []
  let ownership = null
  let i = 0
  while (i < words.length) {
    if (words[i] === 'info') {
      const block = {pv: null}
      i++
      while (i < words.length && words[i] !== 'info' && words[i] !== 'ownership') {
        if (words[i] === 'pv') {
          block.pv = []
          i++
          while (i < words.length && vertex.test(words[i])) block.pv.push(words[i++])
        } else {
          block[words[i]] = words[i + 1]
          i += 2
        }
      }
      expect(`an info block ends in its pv: ${line}`, block.pv != null && block.pv.length > 0)
      blocks.push(block)
    } else if (words[i] === 'ownership') {
      ownership = words.slice(i + 1).map(Number)
      break
    } else {
      throw new Error(`unexpected '${words[i]}' in ${line}`)
    }
  }
  return {blocks, ownership}
}

function checkLeelaZero(line) {
  const {blocks} = parseInfo(line)
  blocks.forEach((b, order) => {
    for (const key of ['move', 'visits', 'winrate', 'prior', 'lcb', 'order']) expect(`lz field ${key} in ${line}`, key in b)
    expect(`lz move is a vertex: ${b.move}`, vertex.test(b.move) && b.pv[0] === b.move)
    for (const key of ['winrate', 'prior', 'lcb']) {
      expect(`lz ${key} an integer 0..10000: ${b[key]}`, /^\d+$/.test(b[key]) && +b[key] <= 10000)
    }
    expect(`lz order ${b.order} is ${order}`, +b.order === order)
  })
}

function checkKataGo(line, size) {
  const {blocks, ownership} = parseInfo(line)
  blocks.forEach((b, order) => {
    for (const key of ['move', 'visits', 'winrate', 'scoreMean', 'scoreStdev', 'scoreLead', 'prior', 'lcb', 'order']) {
      expect(`kata field ${key} in ${line}`, key in b)
    }
    // Sabaki tells KataGo's win rate from Leela Zero's by its decimal point.
    expect(`kata winrate a float 0..1: ${b.winrate}`, b.winrate.includes('.') && +b.winrate >= 0 && +b.winrate <= 1)
    expect(`kata scoreLead a number: ${b.scoreLead}`, Number.isFinite(+b.scoreLead))
    expect(`kata order ${b.order} is ${order}`, +b.order === order)
  })
  if (size != null) {
    expect(`ownership has ${size} values in -1..1`, ownership != null && ownership.length === size &&
      ownership.every(v => v >= -1 && v <= 1))
  }
}

async function analyses() {
  const engine = new Controller(java, args)
  engine.start()
  const send = async (name, ...a) => {
    const response = await engine.sendCommand({name, args: a})
    if (response.error) throw new Error(`${name} ${a.join(' ')}: ? ${response.content}`)
    return response.content
  }
  const commands = (await send('list_commands')).split('\n')
  for (const c of ['lz-analyze', 'kata-analyze', 'lz-genmove_analyze', 'kata-genmove_analyze']) {
    expect(`list_commands names ${c}`, commands.includes(c))
  }
  await send('boardsize', '9')
  await send('clear_board')
  await send('komi', '7')
  await send('play', 'B', 'E5')
  await send('play', 'W', 'C3')

  // lz-analyze as Sabaki sends it: colour and interval; stopped by the next command.
  const order = []
  const lzLines = []
  const lz = engine.sendCommand({name: 'lz-analyze', args: ['B', '10']}, ({line}) => {
    if (line.startsWith('info ')) lzLines.push(line)
  })
  lz.then(() => order.push('lz-analyze'))
  await waitFor('three lz-analyze reports', () => lzLines.length >= 3)
  expect('protocol_version stops the analysis and answers 2', (await send('protocol_version')) === '2')
  order.push('protocol_version')
  const lzResponse = await lz
  expect('lz-analyze answered =', !lzResponse.error)
  expect(`the analysis's reply closed before the next one came: ${order}`, order.join() === 'lz-analyze,protocol_version')
  lzLines.forEach(checkLeelaZero)
  expect('the response holds the streamed lines', lzResponse.content.split('\n').filter(l => l.startsWith('info ')).length === lzLines.length)

  // kata-analyze as Lizzie sends it: the interval alone, then ownership.
  const kataLines = []
  const kata = engine.sendCommand({name: 'kata-analyze', args: ['10', 'ownership', 'true']}, ({line}) => {
    if (line.startsWith('info ')) kataLines.push(line)
  })
  await waitFor('two kata-analyze reports', () => kataLines.length >= 2)
  expect('name stops it', (await send('name')) === 'tengen')
  expect('kata-analyze answered =', !(await kata).error)
  kataLines.forEach(line => checkKataGo(line, 81))

  // kata-genmove_analyze: reports while it searches, then play VERTEX, and the move is played.
  const genLines = []
  const gen = await engine.sendCommand({name: 'kata-genmove_analyze', args: ['B', '10']}, ({line}) => genLines.push(line))
  expect(`kata-genmove_analyze answered =: ${gen.content}`, !gen.error)
  const play = gen.content.split('\n').filter(l => l.startsWith('play '))
  expect(`one play line: ${gen.content}`, play.length === 1 && vertex.test(play[0].slice(5)))
  genLines.filter(l => l.startsWith('info ')).forEach(line => checkKataGo(line, null))
  expect('White to move after it', (await send('gogui-rules_side_to_move')) === 'white')

  const bad = await engine.sendCommand({name: 'kata-analyze', args: ['B', '10', 'maxmoves', 'many']})
  expect(`a malformed value is refused: ${bad.content}`, bad.error && bad.content.includes('maxmoves'))
  expect('and the engine goes on', (await send('name')) === 'tengen')
  await engine.stop()
}

// A controller that closes tengen's input mid-analysis: the search stops and tengen exits by itself.
async function disconnect() {
  const engine = new Controller(java, args)
  engine.start()
  const stopped = new Promise(resolve => engine.once('stopped', resolve))
  const lines = []
  engine.sendCommand({name: 'lz-analyze', args: ['B', '10']}, ({line}) => lines.push(line)).catch(() => {})
  await waitFor('an lz-analyze report', () => lines.some(l => l.startsWith('info ')))
  engine.process.stdin.end()
  let exited = false
  stopped.then(() => (exited = true))
  await waitFor('tengen to exit once its input is closed', () => exited, 30000)
}

analyses().then(disconnect).then(() => process.exit(0), err => {
  console.error(`sabaki-gtp-analyze: ${err.message}`)
  process.exit(1)
})
