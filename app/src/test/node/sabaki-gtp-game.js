// Drives `tengen gtp` with the npm package @sabaki/gtp, the GTP controller inside Sabaki, through a short
// game as Sabaki plays one: setup stones as moves of one colour, genmove, undo, the count. Usage:
//   node sabaki-gtp-game.js MODULES_DIR JAVA CLASSPATH
// Exits 0 when every answer is what Sabaki needs, else prints what went wrong and exits 1.
const path = require('path')
const [modules, java, classpath] = process.argv.slice(2)
const {Controller} = require(path.join(modules, '@sabaki/gtp'))

async function main() {
  const engine = new Controller(java, ['-cp', classpath, 'org.tengen.app.Main', 'gtp', '--seed', '5', '--level', '1'])
  engine.start()
  const send = async (name, ...args) => {
    const response = await engine.sendCommand({name, args})
    if (response.error) throw new Error(`${name} ${args.join(' ')}: ? ${response.content}`)
    return response.content
  }
  const expect = (what, ok) => {
    if (!ok) throw new Error(what)
  }

  expect('protocol_version is 2', (await send('protocol_version')) === '2')
  expect('name is tengen', (await send('name')) === 'tengen')
  expect('version is X.Y, as Lizzie parses it', /^\d+\.\d+$/.test(await send('version')))
  const commands = (await send('list_commands')).split('\n')
  for (const c of ['play', 'genmove', 'undo', 'boardsize', 'clear_board', 'komi', 'final_score', 'showboard']) {
    expect(`list_commands names ${c}`, commands.includes(c))
  }
  await send('boardsize', '9')
  await send('clear_board')
  await send('komi', '6.5')
  // Sabaki sends a position's setup stones as plays, several of one colour in a row.
  for (const v of ['C3', 'G7', 'C7']) await send('play', 'B', v)
  await send('play', 'W', 'G3')
  const reply = await send('genmove', 'B')
  expect(`genmove answers a vertex or pass, not '${reply}'`, /^([A-HJ][1-9]|pass|resign)$/i.test(reply))
  await send('undo')
  const again = await send('genmove', 'B')
  expect(`genmove after undo answers a vertex, not '${again}'`, /^([A-HJ][1-9]|pass)$/i.test(again))
  const illegal = await engine.sendCommand({name: 'play', args: ['W', 'C3']})
  expect('an occupied point is refused with ? illegal move', illegal.error && illegal.content === 'illegal move')
  await send('play', 'W', 'pass')
  await send('play', 'B', 'pass')
  expect('final_score is B+n.n, W+n.n or 0', /^([BW]\+\d+\.\d|0)$/.test(await send('final_score')))
  expect('showboard draws the board', (await send('showboard')).includes('A B C D E F G H J'))
  await engine.stop()
}

main().then(() => process.exit(0), err => {
  console.error(`sabaki-gtp-game: ${err.message}`)
  process.exit(1)
})
