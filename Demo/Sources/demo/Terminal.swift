import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What the demo keeps of the terminal and its jobs, for the signal handlers, which may touch
// nothing else: C globals, set before the handlers can run.

/// The terminal's settings before the walk-through made it raw, put back however it ends or
/// stops.
nonisolated(unsafe) var savedTerminal = termios()
/// The mode the walk-through keeps the terminal in now (raw while a line is edited, echo off
/// while a secret is read), put back when the demo is continued after a stop.
nonisolated(unsafe) var activeTerminal = termios()
/// Whether the walk-through has the terminal (1) or not (0).
nonisolated(unsafe) var usesTerminal: Int32 = 0
/// A pipe the demo writes a byte to when it is continued after a stop, whichever thread the
/// signal reaches: the line editor waits on it beside the terminal, and draws its line again.
/// A pipe, not a flag: a continue that comes just before the editor waits is never lost.
nonisolated(unsafe) var continuedPipe: (read: Int32, write: Int32) = (-1, -1)
/// The randomized run's job processes, stopped and continued with the demo.
nonisolated(unsafe) let jobProcesses = UnsafeMutablePointer<pid_t>.allocate(capacity: 64)
/// How many of `jobProcesses` there are.
nonisolated(unsafe) var jobCount = 0

/// Follows the shell's job control. Stopped (Ctrl-Z, `kill -TSTP`): the terminal as it was
/// before the walk-through, the randomized run's jobs stopped, then the demo. Continued (`fg`,
/// `kill -CONT`): the jobs continued, the walk-through's mode put back whatever the shell did
/// to the terminal in between, and a byte written to `continuedPipe`, so that the editor draws
/// its line again.
func followJobControl() {
  var ends: [Int32] = [-1, -1]
  if pipe(&ends) == 0 {
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    continuedPipe = (ends[0], ends[1])
  }
  handle(SIGTSTP) { _ in
    if usesTerminal != 0 { tcsetattr(STDIN_FILENO, TCSADRAIN, &savedTerminal) }
    for index in 0..<jobCount { kill(jobProcesses[index], SIGSTOP) }
    raise(SIGSTOP)
  }
  handle(SIGCONT) { _ in
    for index in 0..<jobCount { kill(jobProcesses[index], SIGCONT) }
    if usesTerminal != 0 { tcsetattr(STDIN_FILENO, TCSADRAIN, &activeTerminal) }
    var byte: UInt8 = 1
    _ = write(continuedPipe.write, &byte, 1)
  }
}

/// Puts the walk-through's terminal back as it was, if the walk-through has it.
func restoreTerminal() {
  guard usesTerminal != 0 else { return }
  usesTerminal = 0
  tcsetattr(STDIN_FILENO, TCSADRAIN, &savedTerminal)
}

/// Runs `handler` on `signal`; a read or write it interrupts returns `EINTR`, which every read
/// and write of the demo retries.
private func handle(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void) {
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
  #else
    action.__sigaction_handler.sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  sigaction(signal, &action, nil)
}
