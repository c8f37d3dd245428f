/**
 * The launcher's restart policy with real child processes: a child killed with SIGKILL after
 * start-up comes back while the others keep running, the back-off doubles per crash, a shutdown during a back-off
 * wait stops everything and exits 0 with no restart left pending, and a crash during start-up still fails the start.
 * Delays are read from the stack's events, never measured.
 */
import { ManagedProcess } from "../scripts/supervisor/processes";
import { Backoff, ProcessStack, type StackEvent } from "../scripts/supervisor/stack";
import type { PidLock } from "../scripts/supervisor/lock";

jest.setTimeout(30_000);

/** A child that idles until signalled. */
function idleChild(name: string): ManagedProcess {
  return new ManagedProcess({
    name,
    command: process.execPath,
    args: ["-e", "setInterval(() => {}, 1 << 30)"],
    cwd: process.cwd(),
    env: process.env,
  });
}

interface Harness {
  stack: ProcessStack;
  exit: jest.Mock<void, [number]>;
  events: StackEvent[];
  /** Resolves with the next event of `type`. */
  next<T extends StackEvent["type"]>(type: T): Promise<Extract<StackEvent, { type: T }>>;
  recorded: Map<string, number>;
  /** Adds an idle child that the stack restarts as another idle child. */
  addRestartable(name: string, stopOrder: number): ManagedProcess;
}

const stacks: ProcessStack[] = [];

function harness(policy = { initialMs: 20, maxMs: 80, resetAfterMs: 60_000 }): Harness {
  const events: StackEvent[] = [];
  const waiters: { type: string; resolve: (e: StackEvent) => void }[] = [];
  const recorded = new Map<string, number>();
  const lock: PidLock = {
    recordChild: (name, pgid) => void recorded.set(name, pgid),
    release: () => undefined,
  };
  const exit = jest.fn<void, [number]>();
  const stack = new ProcessStack(lock, {
    restartPolicy: policy,
    exit,
    onEvent: (event) => {
      events.push(event);
      const index = waiters.findIndex((w) => w.type === event.type);
      if (index >= 0) waiters.splice(index, 1)[0]!.resolve(event);
    },
  });
  stacks.push(stack);
  const next = <T extends StackEvent["type"]>(type: T) =>
    new Promise<Extract<StackEvent, { type: T }>>((resolve) =>
      waiters.push({ type, resolve: resolve as (e: StackEvent) => void }),
    );
  const addRestartable = (name: string, stopOrder: number) =>
    stack.add(idleChild(name), { graceMs: 2_000, stopOrder, restart: () => idleChild(name) });
  return { stack, exit, events, next, recorded, addRestartable };
}

afterEach(async () => {
  // Leave no child behind, whatever a test did.
  while (stacks.length) await stacks.pop()!.shutdown(0);
});

describe("restart back-off", () => {
  it("doubles from the initial delay up to the maximum and starts over after a healthy minute", () => {
    const backoff = new Backoff({ initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 });
    const delays = Array.from({ length: 8 }, () => backoff.next(1_000));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(backoff.next(60_000)).toBe(500);
    expect(backoff.next(10)).toBe(1_000);
  });
});

describe("a child killed after start-up", () => {
  it("comes back under a new pid while the other children keep running", async () => {
    const h = harness();
    const backend = h.addRestartable("backend", 1);
    const web = h.addRestartable("web", 0);
    h.stack.markStarted();

    const restarted = h.next("restarted");
    process.kill(backend.pgid, "SIGKILL");
    const { name, proc } = await restarted;

    expect(name).toBe("backend");
    expect(proc.pgid).not.toBe(backend.pgid);
    expect(proc.running).toBe(true);
    expect(h.recorded.get("backend")).toBe(proc.pgid); // the lock names the new group, for a later clean-up
    expect(web.running).toBe(true); // never stopped: the storefront kept serving
    expect(h.events.filter((e) => e.name === "web")).toEqual([]);
    expect(h.exit).not.toHaveBeenCalled();

    await h.stack.shutdown(0);
    expect(h.exit).toHaveBeenCalledWith(0);
    expect(proc.running).toBe(false);
    expect(web.running).toBe(false);
  });

  it("waits longer after each crash in a row", async () => {
    const h = harness({ initialMs: 10, maxMs: 40, resetAfterMs: 60_000 });
    let current = h.addRestartable("postgres", 2);
    h.stack.markStarted();
    const delays: number[] = [];
    for (let crash = 0; crash < 4; crash++) {
      const scheduled = h.next("restart-scheduled");
      const restarted = h.next("restarted");
      process.kill(current.pgid, "SIGKILL");
      delays.push((await scheduled).delayMs);
      current = (await restarted).proc;
    }
    expect(delays).toEqual([10, 20, 40, 40]);
    expect(h.exit).not.toHaveBeenCalled();
  });
});

describe("shutting down", () => {
  it("during a back-off wait stops the others, restarts nothing and exits 0", async () => {
    const h = harness({ initialMs: 600_000, maxMs: 600_000, resetAfterMs: 60_000 });
    const backend = h.addRestartable("backend", 1);
    const web = h.addRestartable("web", 0);
    h.stack.markStarted();

    const scheduled = h.next("restart-scheduled");
    process.kill(backend.pgid, "SIGKILL");
    expect((await scheduled).delayMs).toBe(600_000);
    expect(h.stack.pendingRestarts).toBe(1);

    await h.stack.shutdown(0, "SIGTERM");
    expect(h.exit).toHaveBeenCalledWith(0);
    expect(h.stack.pendingRestarts).toBe(0);
    expect(web.running).toBe(false);
    expect(h.events.map((e) => e.type)).toEqual(["restart-scheduled"]);
  });
});

describe("a child dying during start-up", () => {
  it("still fails the start: everything stops with exit code 1", async () => {
    const h = harness();
    const postgres = h.addRestartable("postgres", 2);
    const backend = h.addRestartable("backend", 1);
    const stopped = new Promise<void>((resolve) => h.exit.mockImplementation(() => resolve()));
    process.kill(backend.pgid, "SIGKILL");
    await stopped;
    expect(h.exit).toHaveBeenCalledWith(1);
    expect(postgres.running).toBe(false);
    expect(h.events).toEqual([]);
  });
});
