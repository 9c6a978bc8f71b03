/**
 * The {@code tengen} command line: thin picocli commands that parse and print at the edge and leave the
 * rules to the core and the search to the engine. {@link org.tengen.app.Main} lists the commands;
 * {@link org.tengen.app.Errors} turns user mistakes into one line and exit status 2.
 */
package org.tengen.app;
