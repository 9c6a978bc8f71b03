/**
 * tengen talking GTP to another engine, run as a subprocess. Start at {@link org.tengen.gtp.client.GtpClient}:
 * one command for one reply, with a timeout; then {@link org.tengen.gtp.client.GtpClientException}, every way an
 * exchange can fail (an error reply, a timeout, an engine that exits or writes garbage), told apart by its
 * kind. {@link org.tengen.gtp.client.GnuGoLauncher} holds GNU Go's command line (the program, GTP mode, the
 * flags of a ko and a suicide rule) for the cross-check, the command line and the tests.
 */
package org.tengen.gtp.client;
