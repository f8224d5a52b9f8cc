/** The demo API's in-memory state, for the life of the server process. */
class DemoStore {
  readonly sessions = new Set<string>()

  createSession(): string {
    const bytes = new Uint8Array(24)
    crypto.getRandomValues(bytes)
    const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    this.sessions.add(token)
    return token
  }
}

export const store = new DemoStore()
