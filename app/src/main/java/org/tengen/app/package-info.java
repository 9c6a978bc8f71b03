/**
 * The {@code tengen} command line: thin picocli commands that parse and print at the edge and leave the
 * rules to the core, the search to the engine's {@code Player}, the protocol to the gtp module and the seed
 * problems to the problems module.
 *
 * <p>Start reading at {@link org.tengen.app.Main}, which lists the commands; each is one small file. For a
 * game in the terminal, {@link org.tengen.app.PlayCommand} then {@link org.tengen.app.PlaySession} (and its
 * {@link org.tengen.app.Computer}). {@link org.tengen.app.Errors} turns user mistakes into one line and exit
 * status 2.
 */
package org.tengen.app;
