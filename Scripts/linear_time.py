"""What the linear-time checks share (scanner-linear-time.py, generator-linear-time.py): each
input is written to a file, a command runs on it three times and the fastest run counts; a
shape passes when its input at 8x takes at most 24x (8x, with 3x slack for a noisy machine)
as long as at 1x, both less the time of a trivial input, and a run that takes over a minute
is a hang."""
import os, subprocess, sys, tempfile, threading, time


def check(shapes, trivial, command, label_width=24):
    """shapes: name -> (label, a function from a multiplier, 1 or 8, to the input's text).
    command: a function from the input's path and a scratch folder to the argv to time.
    Exits with status 1 when a shape is not linear or hangs."""
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "Input.swift")

        def timed(text):
            with open(path, "w") as f:
                f.write(text)
            best = None
            for run in range(3):
                argv = command(path, os.path.join(tmp, f"out{run}-{time.monotonic_ns()}"))
                start = time.perf_counter()
                # A plain blocking wait: `subprocess.run(timeout=...)` polls with sleeps of up to
                # 50 ms, which would round every time to that step. A timer kills a hang.
                process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                watchdog = threading.Timer(60, process.kill)
                watchdog.start()
                process.wait()
                elapsed = time.perf_counter() - start
                watchdog.cancel()
                if elapsed >= 60:
                    raise subprocess.TimeoutExpired(argv, 60)
                best = elapsed if best is None else min(best, elapsed)
            return best

        baseline = timed(trivial)
        for name, (label, make) in shapes.items():
            try:
                t1 = max(timed(make(1)) - baseline, 5e-3)
                t8 = max(timed(make(8)) - baseline, 1e-3)
            except subprocess.TimeoutExpired:
                print(f"  {name:{label_width}} HANG (over 60 s)")
                failures += 1
                continue
            ratio = t8 / t1
            ok = ratio <= 24
            failures += 0 if ok else 1
            print(f"  {name:{label_width}} {label}: {t1*1000:7.1f} ms   x8: {t8*1000:7.1f} ms   ratio {ratio:5.1f}  {'ok' if ok else 'NOT LINEAR'}")
    sys.exit(1 if failures else 0)
