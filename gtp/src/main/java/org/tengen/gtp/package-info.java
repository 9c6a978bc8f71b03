/**
 * The Go Text Protocol, both sides. {@link org.tengen.gtp.GtpEngine} is tengen's engine side: the loop and
 * framing, with the commands in {@link org.tengen.gtp.SetupCommands}, {@link org.tengen.gtp.PlayCommands}
 * and {@link org.tengen.gtp.OracleCommands}, and genmove's choice behind {@link org.tengen.engine.Player}.
 * On the client side, {@link org.tengen.gtp.GtpClient} runs an engine as a
 * subprocess and trades one command for one reply, turning every way an exchange can fail (an error reply,
 * a timeout, an engine that exits or writes garbage) into a {@link org.tengen.gtp.GtpException} that says
 * which; {@link org.tengen.gtp.GnuGoCrossCheck} uses it to play seeded random games in tengen and GNU Go
 * side by side and report the first point where their rules disagree ({@link org.tengen.gtp.CrossCheckReport}).
 * Engine-against-engine matches will build on the same client.
 */
package org.tengen.gtp;
