#!/usr/bin/env python3
"""Measures every class of issues 15 and 31 (docs/hardening.md): builds each hostile input in a
temporary folder, runs the `layoutlab` binary on it under /usr/bin/time -v, and prints one
Markdown row per class: exit status, wall time, peak RSS, and the first line it wrote to
standard error. "raw ESC/DEL bytes out" also counts bidirectional marks and invisible characters.

Usage (from the repository root, on a release build):
    swift build -c release --product layoutlab
    python3 benchmarks/hostile.py .build/release/layoutlab
"""
import os, pty, re, select, shutil, signal, subprocess, sys, tempfile, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/layoutlab")
repo = os.getcwd()
work = tempfile.mkdtemp(prefix="layoutlab-hostile-")
rows = []

def write(name, text, mode="w"):
    path = os.path.join(work, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode) as f:
        f.write(text)
    return path

def sheet(name, answers_yaml, learner="kim", extra=""):
    return write(name, f"quiz: render-loop-basics\nlearner: {learner}\nlang: en\n{extra}answers:\n{answers_yaml}")

def lesson(folder, lesson_yaml, en_yaml=None):
    write(f"{folder}/lessons/01-x/lesson.yaml", lesson_yaml)
    write(f"{folder}/lessons/01-x/en.yaml", en_yaml or "title: X\nsections: []\nquestions: {}\n")
    return os.path.join(work, folder, "lessons")

def measure(klass, args, test, stdin=None, interrupt_after=None, env=None, pick=None, redirect=None, stdin_file=None, cwd=None,
            unset=(), interrupt=signal.SIGINT, feed=None, tty=None):
    """`interrupt_after`: seconds after the start (and after `stdin` is written) at which the
    binary gets `interrupt`. `feed(process)` talks to the binary's standard input itself.
    `tty`: [(text, keys)…] — standard input and output are a pseudo-terminal, and `keys` are
    typed once `text` is on it (the tutor keeps readline history only on a terminal)."""
    # `redirect` (`>&-`, `>/dev/full`) is applied by a shell that then becomes the binary (exec),
    # so /usr/bin/time still measures the binary itself.
    cmd = ["/usr/bin/time", "-v"] + (["/bin/sh", "-c", 'exec "$0" "$@" ' + redirect, binary] if redirect else [binary]) + args
    environment = dict(os.environ, **(env or {}))
    for name in unset:
        environment.pop(name, None)
    start = time.monotonic()
    terminal = None
    if tty is not None:
        terminal, slave = pty.openpty()
        stdin_source, stdout_target = slave, slave
    else:
        stdout_target = subprocess.PIPE
        if stdin_file is not None:
            stdin_source = open(stdin_file, "rb")
        else:
            stdin_source = subprocess.PIPE if (stdin is not None or feed) else subprocess.DEVNULL
    process = subprocess.Popen(cmd, cwd=cwd or repo, stdin=stdin_source,
                               stdout=stdout_target, stderr=subprocess.PIPE, env=environment)
    sent = False
    if tty is not None:
        os.close(slave)
        shown = b""
        for text, keys in tty:
            deadline = time.monotonic() + 60
            # Until `text` and then readline's prompt are shown: keys typed before readline takes
            # the terminal are discarded.
            while (text.encode() not in shown or b"> " not in shown[shown.rfind(text.encode()):]) and time.monotonic() < deadline:
                ready, _, _ = select.select([terminal], [], [], 0.2)
                if ready:
                    try:
                        shown += os.read(terminal, 65536)
                    except OSError:
                        break
            os.write(terminal, keys.encode())
    if interrupt_after is not None:
        if stdin is not None:
            process.stdin.write(stdin.encode())
            process.stdin.flush()
            sent = True
        time.sleep(interrupt_after)
        # /usr/bin/time's child is the binary: signal it as a terminal would (Ctrl-C, hang-up).
        for line in subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split():
            os.kill(int(line), interrupt)
    if feed is not None:
        feed(process)
        sent = True
    out, err = process.communicate(stdin.encode() if stdin is not None and not sent else None, timeout=120)
    if terminal is not None:
        out = shown
        while True:
            try:
                chunk = os.read(terminal, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        os.close(terminal)
    wall = time.monotonic() - start
    err = err.decode("utf-8", "replace")
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    elapsed = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", err)
    seconds = (int(elapsed.group(1) or 0) * 3600 + int(elapsed.group(2)) * 60 + float(elapsed.group(3))) if elapsed else wall
    status = re.search(r"Exit status: (\d+)", err)
    signalled = re.search(r"Command terminated by signal (\d+)", err)
    lines = [l.strip() for l in (err + "\n" + out.decode("utf-8", "replace")).splitlines()]
    message = next((l for l in lines if pick and pick in l), "") or next((l for l in err.splitlines() if "error" in l or "warning" in l), "").strip()
    if not message:
        message = next((l.strip() for l in out.decode("utf-8", "replace").splitlines() if l.strip()), "")
    text = (out + err.encode()).decode("utf-8", "replace")
    raw = sum(1 for b in out + err.encode() if b == 0x1B or b == 0x7F) + sum(1 for c in text if c in invisible)
    exit_text = f"signal {signal.Signals(int(signalled.group(1))).name}" if signalled else (status.group(1) if status else "?")
    rows.append((klass, exit_text, seconds,
                 int(rss.group(1)) / 1024 if rss else 0, message[:200].replace("|", "\\|"), raw, test))

quiz = "quizzes/render-loop-basics.yaml"
# Bidirectional marks and invisible characters: counted with ESC and DEL as raw bytes out.
invisible = set("\u200e\u200f\u061c\u200b\u200c\u200d\u00ad\u2060\ufeff")

# --- Crashes ---
depth = 50_000
measure("YAML `[[[[…]]]]` 50,000 deep (100 KB sheet)", ["grade", quiz, sheet("deep.yaml", "  x: " + "[" * depth + "]" * depth + "\n")],
        "HostileFileTests.deepNestingIsALocatedErrorNotACrash")
measure("`1 + 1 + …` ×2000 on one line", ["run", write("chain.swift", "let x = " + " + ".join(["1"] * 2000) + "\n")],
        "ExpressionDepthTests")
measure("view tree 5,000 deep", ["run", write("deep.swift",
        "var parent: UIView = window\nfor _ in 0..<5_000 {\n    let child = UIView()\n    parent.addSubview(child)\n    parent = child\n}\n")],
        "DeepTreeTests.deepViewChainIsALimitAtTheAddSubviewLine")
measure("`points: 9223372036854775807` in a lesson", ["check", lesson("points",
        "id: x\norder: 1\nlanguages: [en]\nscenarios:\n  s:\n    code: |\n      let a = UIView()\nquestions:\n"
        "  - id: q\n    scenario: s\n    kind: yesno\n    expect: a.frame.width == 0\n    points: 9223372036854775807\n")],
        "NumberRangeTests.pointsPastIntMaxAreOutOfRangeWhereTheyAre", pick="'points'")
measure("`Int.max + 1` in a scenario", ["run", write("overflow.swift", "let x = Int.max + 1\n")],
        "NumberRangeScenarioTests.outOfRangeNumbersAreLocatedErrors", pick="overflow")
measure("`runLoop.run(frames: Int.max)`", ["run", write("frames.swift", "runLoop.run(frames: Int.max)\n")],
        "NumberRangeScenarioTests.outOfRangeNumbersAreLocatedErrors")
measure("`UIView.animate(withDuration: 1e308)`", ["run", write("animate.swift",
        "let v = UIView()\nwindow.addSubview(v)\nUIView.animate(withDuration: 1e308) { v.alpha = 0 }\nrunLoop.run(frames: 3)\n")],
        "NumberRangeScenarioTests.outOfRangeNumbersAreLocatedErrors")
progress_home = os.path.join(work, "home")
os.makedirs(os.path.join(progress_home, "layoutlab"), exist_ok=True)
write("home/layoutlab/progress.json", '{"version": 2, "questions": {"dirty-flags/q": {"lesson": "dirty-flags", "question": "q",'
      ' "attempts": 99999999999999999999, "correctAttempts": -5, "lastCorrect": true, "lastSeen": "2026-01-01T00:00:00Z", "answers": []}}}')
measure("progress.json with out-of-range values", ["progress"], "ProgressStoreTests", env={"XDG_STATE_HOME": progress_home, "LAYOUTLAB_STATE": os.path.join(progress_home, "layoutlab")})

# --- Resource limits ---
measure("`while true { runLoop.run(frames: 1000) }`", ["run", write("frames-loop.swift", "while true { runLoop.run(frames: 1000) }\n")],
        "ResourceBudgetTests.framesInALoopEndAtTheMemoryBudget")
measure("1,000 arrays of 900,000", ["run", write("arrays.swift",
        "var all: [[Int]] = []\nfor _ in 0..<1000 {\n    var a: [Int] = []\n    for i in 0..<900_000 { a.append(i) }\n    all.append(a)\n}\n")],
        "ResourceBudgetTests.manyLargeArraysEndAtTheMemoryBudget")
chain = ["let vc = UIViewController()", "window.rootViewController = vc", "var last = vc.view!", "for _ in 0..<4000 {",
         "    let v = UIView()", "    v.translatesAutoresizingMaskIntoConstraints = false", "    vc.view.addSubview(v)",
         "    NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: last.trailingAnchor, constant: 1), v.topAnchor.constraint(equalTo: vc.view.topAnchor), v.widthAnchor.constraint(equalToConstant: 1), v.heightAnchor.constraint(equalToConstant: 1)])",
         "    last = v", "}", "runLoop.runUntilIdle()"]
measure("4,000-view constraint chain", ["run", write("chain4000.swift", "\n".join(chain) + "\n")],
        "ResourceBudgetTests.workTheStepCounterDoesNotSeeEndsAtTheTimeLimit")
shadows = ["var parent: UIView = window", "for _ in 0..<250 {", "    let child = UIView(frame: CGRect(x: 1, y: 1, width: 300, height: 300))",
           "    child.backgroundColor = .red", "    child.layer.shadowOpacity = 0.5", "    child.layer.shadowRadius = 4",
           "    parent.addSubview(child)", "    parent = child", "}", "runLoop.run(frames: 1)", "print(display.color(at: CGPoint(x: 5, y: 5)))"]
measure("250 nested shadows, then a pixel read", ["run", write("shadows.swift", "\n".join(shadows) + "\n")],
        "DeepTreeTests.nestedShadowsEndAtTheCompositorWorkLimit")
measure("250 nested shadows, `--png`", ["run", write("shadows-png.swift", "\n".join(shadows[:-1]) + "\n"), "--png", os.path.join(work, "s.png")],
        "CompositorWorkLimitTests.nestedShadowsStopAtTheWorkLimit")
alias = "  x: &a [" + ", ".join(["v"] * 1000) + "]\n" + "".join(f"  y{i}: *a\n" for i in range(2000))
measure("1,000-item list aliased 2,000 times", ["grade", quiz, sheet("alias.yaml", alias)], "HostileFileTests.aliasExpansionIsBounded")
measure("40,000 keys in one mapping", ["grade", quiz, sheet("keys.yaml", "".join(f"  k{i}: v\n" for i in range(40_000)))],
        "HostileFileTests.manyKeysLoadInLinearTime")
names = "".join(f"  dirty-flags/layout-after-tapp{i}: x\n" for i in range(3000))
measure("3,000 misspelt question references in a sheet", ["grade", quiz, sheet("misspelt.yaml", names)], "HostileFileTests.suggestionsStayNearWithinBudget")
scen = "".join(f"  s{i}:\n    code: |\n      let v{i} = UIView()\n      window.addSubview(v{i})\n      runLoop.runOnce()\n" for i in range(3000))
measure("`check` on a lesson of 3,000 scenarios", ["check", lesson("many", "id: x\norder: 1\nlanguages: [en]\nscenarios:\n" + scen +
        "questions:\n  - id: q\n    scenario: s0\n    kind: yesno\n    expect: v0.frame.width == 0\n")], "NumberRangeTests.scenariosQuestionsAndVariantsAreCounted", pick="more than")
measure("sheet `variants:` naming variant 9 of a question without `vary:`", ["grade", quiz, sheet("variant.yaml", "  dirty-flags/layout-after-tap: x\n",
      extra="variants:\n  dirty-flags/layout-after-tap: 9\n")], "SheetVariantCLITests.sheetVariantsTheQuestionDoesNotHaveAreLocatedErrors")
measure("900,000-character answer", ["grade", quiz, sheet("huge.yaml", "  dirty-flags/layout-after-tap: " + "a" * 900_000 + "\n")],
        "HostileFileTests.hugeAnswersAreCutWithAMessage", pick="cut")
measure("2,000,000 blank lines", ["grade", quiz, write("blank.yaml", "\n" * 2_000_000)], "HostileFileTests.oversizedFilesAreRefused")
measure("Ctrl-C during `layoutlab run` (signal at 0.5 s)", ["run", write("forever.swift", "var i = 0\nwhile true { i += 1; work(ms: 1) }\n")],
        "InterruptTests.ctrlCStopsALongRunAtOnce", interrupt_after=0.5)

# --- Nothing injected ---
forged = "\x1b]52;c;ZXZpbA==\x07\x1b[2J\nok 99 forged"
measure("ESC/OSC 52/forged line in learner, text report", ["grade", quiz, sheet("esc.yaml", "  dirty-flags/layout-after-tap: x\n",
        learner='"kim\\e]52;c;ZXZpbA==\\a\\nok 99 forged"')], "SafeTextTests, ReportControlCharacterTests")
for fmt in ("json", "tap", "junit"):
    measure(f"DEL and C1 in learner and answer, `--format {fmt}`", ["grade", quiz, sheet(f"c1-{fmt}.yaml", '  dirty-flags/layout-after-tap: "a\\x7fb\\x85c\\x9b31m"\n',
            learner='"kim\\x7f\\x9b31m"'), "--format", fmt], "ReportControlCharacterTests.noReportCarriesDELOrC1Raw")
measure("scenario `print` with OSC 52 and C1", ["run", write("print.swift", 'print("\\u{1B}]52;c;ZXZpbA==\\u{07}\\u{9B}31m")\n')],
        "SafeTextTests.listingEscapesPrintsAndLabels")
measure("control character in lesson text", ["check", lesson("ctl", "id: x\norder: 1\nlanguages: [en]\nscenarios:\n  s:\n    code: |\n      let a = UIView()\n"
        "questions: []\n", 'title: "X\\e[31m"\nsections: []\nquestions: {}\n')], "HostileFileTests.lessonTextWithControlCharactersIsRejectedWhereItIs")

# --- Files and identity ---
fifo = os.path.join(work, "fifo.yaml")
os.mkfifo(fifo)
measure("FIFO as a quiz", ["grade", fifo, sheet("s1.yaml", "  dirty-flags/layout-after-tap: x\n")], "HostileFileTests.directoryFifoLoopAndNonUTF8EachHaveTheirMessage")
os.makedirs(os.path.join(work, "dir.yaml"), exist_ok=True)
measure("directory as a sheet", ["grade", quiz, os.path.join(work, "dir.yaml")], "same")
os.symlink("loop-b.yaml", os.path.join(work, "loop-a.yaml")); os.symlink("loop-a.yaml", os.path.join(work, "loop-b.yaml"))
measure("symlink loop as a sheet", ["grade", quiz, os.path.join(work, "loop-a.yaml")], "same")
measure("non-UTF-8 sheet", ["grade", quiz, write("latin1.yaml", b"quiz: render-loop-basics\nlearner: k\xe9\n", "wb")], "same")
quizdir = os.path.join(work, "tree")
shutil.copytree(os.path.join(repo, "lessons"), os.path.join(quizdir, "lessons"))
os.makedirs(os.path.join(quizdir, "quizzes"))
os.symlink("/etc/passwd", os.path.join(quizdir, "quizzes", "evil.yaml"))
measure("quiz symlinked to /etc/passwd", ["check", os.path.join(quizdir, "quizzes")], "HostileFileTests.symlinkOutOfTheLessonTreeIsRefusedWithoutQuotingIt")
measure("two sheets, same learner (one key with a trailing space)", ["grade", quiz, sheet("a.yaml", "  dirty-flags/layout-after-tap: x\n", learner="kim"),
        sheet("b.yaml", '  "dirty-flags/layout-after-tap ": x\n', learner="kim ")], "ReportTests / SheetInputTests", pick="kim")
crlf = open(os.path.join(repo, "lessons/01-dirty-flags/lesson.yaml")).read().replace("\n", "\r\n")
crdir = os.path.join(work, "crlf", "lessons", "01-dirty-flags")
shutil.copytree(os.path.join(repo, "lessons/01-dirty-flags"), crdir)
write("crlf/lessons/01-dirty-flags/lesson.yaml", crlf)
measure("CRLF lesson (checked like LF)", ["check", os.path.join(work, "crlf", "lessons")], "HostileFileTests.crlfFilesReportTheSameLinesAsLF")

# --- Round three (issue 31): the sandbox's arithmetic and memory ---
for source, name in [("print((-1..<Int.max).count)\n", "`(-1..<Int.max).count`"), ("print((Int.min..<1).count)\n", "`(Int.min..<1).count`"),
                     ("print(stride(from: Int.min, to: Int.max, by: Int.max).count)\n", "`stride(from: Int.min, to: Int.max, by: Int.max).count`")]:
    measure(name, ["run", write(f"range{len(rows)}.swift", source)], "IntegerLimitRangeTests", pick="Fatal")
measure("`a.append(contentsOf: 0..<Int.max)`", ["run", write("append-max.swift", "var a: [Int] = []\na.append(contentsOf: 0..<Int.max)\n")],
        "IntegerLimitRangeTests.hugeRangesAreRefusedBeforeTheyAreMade")
measure("`NSLayoutConstraint.activate(0..<Int.max)`", ["run", write("activate-max.swift", "NSLayoutConstraint.activate(0..<Int.max)\n")],
        "IntegerLimitRangeTests.hugeRangesAreRefusedBeforeTheyAreMade")
canvas = "class Canvas: UIView {\n    override func draw(_ rect: CGRect) {\n        UIColor.red.setFill()\n        UIRectFill(rect)\n    }\n}\n"
measure("frame of infinity, drawn", ["run", write("inf-frame.swift", canvas + "let v = Canvas(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity))\n"
        "window.addSubview(v)\nrunLoop.run(frames: 2)\n")], "InfiniteGeometryTests")
measure("constraint of infinity, drawn", ["run", write("inf-constraint.swift", canvas + "let w = Canvas()\nw.translatesAutoresizingMaskIntoConstraints = false\n"
        "window.addSubview(w)\nNSLayoutConstraint.activate([w.widthAnchor.constraint(equalToConstant: .infinity), w.heightAnchor.constraint(equalToConstant: .infinity)])\n"
        "runLoop.run(frames: 2)\n")], "InfiniteGeometryTests")
measure("70,000-deep array literal", ["run", write("deep-literal.swift", "let a = " + "[" * 70_000 + "]" * 70_000 + "\n")], "ExpressionDepthTests")
measure("60,000-node linked list of scenario objects", ["run", write("chain.swift",
        "class Node { var next: Node? = nil }\nvar head: Node? = Node()\nfor _ in 0..<60000 { let n = Node(); n.next = head; head = n }\n")],
        "LongChainTeardownTests.longChainsAreFreedOnASmallStack")
measure("200,000 nested arrays (`a = [a]`), printed", ["run", write("nested.swift", "var a: [Any] = []\nfor _ in 0..<200000 { a = [a] }\nprint(a)\n")],
        "LongChainTeardownTests")
measure("50 million elements appended from a range", ["run", write("append-50m.swift", "var a: [Int] = []\na.append(contentsOf: 0..<50_000_000)\n")],
        "IntegerLimitRangeTests.hugeRangesAreRefusedBeforeTheyAreMade")
measure("copy-on-write copies of a 900,000-element array", ["run", write("cow.swift",
        "var a: [Int] = []\nfor i in 0..<900_000 { a.append(i) }\nvar all: [[Int]] = []\nfor _ in 0..<200 { var b = a; b[0] = 1; all.append(b) }\n")],
        "AllocationChargeTests.copiesOnWriteAreCharged")
measure("`String(format:arguments:)` over a big range", ["run", write("format.swift", 'let s = String(format: "%d", arguments: 0..<50_000_000)\n')],
        "IntegerLimitRangeTests.hugeRangesAreRefusedBeforeTheyAreMade")
measure("`%1$@` ×8,192 over a 131,072-character string", ["run", write("format2.swift",
        'var s = "x"\nfor _ in 0..<17 { s += s }\nvar f = "%1$@"\nfor _ in 0..<13 { f += f }\nlet out = String(format: f, s)\n')],
        "AllocationChargeTests.formatIsChargedAsItGrows")
measure("460 marks of a 512K-character label (87 bytes)", ["run", write("marks.swift", 'var s = "x"\nfor _ in 0..<19 { s += s }\nfor _ in 0..<460 { trace.mark(s) }\n')],
        "AllocationChargeTests.longMarkLabelsAreRefusedAndLongPrintsCutInTheListing")
measure("`run -` from /dev/zero (endless standard input)", ["run", "-"], "StandardInputTests.runStandardInputIsBoundedLikeTheOthers", stdin_file="/dev/zero")
crlf_lines = ["let a = UIView()", "// comment", "/* block", "   comment */", "window.addSubview(a)", "", "a.setNeedsLayout()", "runLoop.runOnce()", "a.frobnicate()"]
measure("CRLF scenario, error on line 9", ["run", write("crlf.swift", "\r\n".join(crlf_lines) + "\r\n")],
        "RunCommandTests.crlfScenarioReportsTheSamePositionsAsLF", pick="-->")

# --- Round three: text that looks like something else ---
measure("LRM/RLM/ALM and zero-width space in learner and answer, text report", ["grade", quiz, sheet("bidi.yaml",
        '  dirty-flags/layout-after-tap: "a\u200eb\u200fc\u061cd"\n', learner='"kim\u200b\u200e"')], "LookalikeTextTests")
for fmt in ("json", "tap", "junit"):
    measure(f"LRM/RLM/ALM in learner and answer, `--format {fmt}`", ["grade", quiz, sheet(f"bidi-{fmt}.yaml",
            '  dirty-flags/layout-after-tap: "a\u200eb\u200fc\u061cd"\n', learner='"kim\u200f"'), "--format", fmt], "LookalikeTextTests")
measure("two sheets: `bob` and `b\\u{200B}o\\u{AD}b`", ["grade", quiz, sheet("bob1.yaml", "  dirty-flags/layout-after-tap: x\n", learner="bob"),
        sheet("bob2.yaml", "  dirty-flags/layout-after-tap: x\n", learner='"b\u200bo\u00adb"')],
        "CommandLineTests.learnersThatLookTheSameAreTheSameLearner", pick="twice")
measure("Cyrillic `а` for Latin `a` in a lesson scenario", ["check", lesson("homoglyph",
        "id: x\norder: 1\nlanguages: [en]\nscenarios:\n  s:\n    code: |\n      let a = UIView()\n      let \u0430 = UIView()\n      window.addSubview(\u0430)\n"
        "questions:\n  - id: q\n    scenario: s\n    kind: yesno\n    expect: a.superview == nil\n    samples:\n      - { answer: \"yes\", verdict: correct }\n")],
        "IdentifierLintTests", pick="Cyrillic")
measure("newline in LAYOUTLAB_STATE_DIR", ["progress"], "StateFolderHostileTests.aNewlineInTheStateFolderForgesNoLine",
        env={"LAYOUTLAB_STATE_DIR": "/proc/layoutlab\nlayoutlab progress: note: forged"})

# --- Round three: the state folder and the learner's data ---
state = os.path.join(work, "state-fifo")
os.makedirs(state)
os.mkfifo(os.path.join(state, "lock"))
measure("FIFO planted as STATE/lock", ["progress"], "StateFileTests.lockThatIsAFifoOrSymlinkIsUnusable", env={"LAYOUTLAB_STATE_DIR": state})
home = os.path.join(work, "home-rel")
os.makedirs(home)
measure("relative HOME, no XDG variables", ["progress"], "StateFolderHostileTests.relativeHomeIsRefusedNotUsedUnderTheCurrentFolder",
        env={"HOME": "rel"}, unset=("XDG_STATE_HOME", "LAYOUTLAB_STATE_DIR"), cwd=home)
tutor = os.path.join(repo, "Tests/CLITests/Golden/tutor")
write("plain-file", "")
measure("`quiz --out` in a folder that is a file", ["quiz", "loop-quiz", "--lang", "en", "--out", os.path.join(work, "plain-file", "sheet.yaml")],
        "StateFolderHostileTests.anUnwritableOutIsFoundBeforeTheFirstQuestion", stdin="6\nyes\n",
        env={"LAYOUTLAB_STATE_DIR": os.path.join(work, "quiz-state"), "LAYOUTLAB_LESSONS": ""}, cwd=tutor)
measure("SIGHUP mid-quiz, after two answers", ["quiz", "loop-quiz", "--lang", "en", "--learner", "kim", "--out", os.path.join(work, "hup.yaml")],
        "StateFolderHostileTests.aRealSIGHUPMidQuizKeepsTheAnswersGiven", stdin="6\nyes\n", interrupt_after=1.5, interrupt=signal.SIGHUP,
        env={"LAYOUTLAB_STATE_DIR": os.path.join(work, "hup-state"), "LAYOUTLAB_LESSONS": ""}, cwd=tutor)
saved = open(os.path.join(work, "hup.yaml")).read() if os.path.exists(os.path.join(work, "hup.yaml")) else ""
rows[-1] = rows[-1][:4] + (", ".join(l.strip() for l in saved.splitlines() if l.startswith("  loop/") and '"' in l)[:200],) + rows[-1][5:]
shared = os.path.join(work, "shared.yaml")
def race(process):
    # ann answers three, bob takes the whole quiz into the same file, ann answers her last.
    process.stdin.write(b"3\nyes\na\n")
    process.stdin.flush()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and 'loop/which: "a"' not in (open(shared).read() if os.path.exists(shared) else ""):
        time.sleep(0.05)
    subprocess.run([binary, "quiz", "loop-quiz", "--lang", "en", "--learner", "bob", "--out", shared], input=b"6\nno\nb\nv2.visit\n",
                   capture_output=True, cwd=tutor, env=dict(os.environ, LAYOUTLAB_STATE_DIR=os.path.join(work, "bob-state"), LAYOUTLAB_LESSONS=""))
    process.stdin.write(b"v0.visit, v1.visit, v2.visit\n")
    process.stdin.flush()
measure("two `quiz` runs writing one `--out` (ann 4/4 interleaved with bob 0.333/4)", ["quiz", "loop-quiz", "--lang", "en", "--learner", "ann", "--out", shared],
        "StateFolderHostileTests.twoQuizzesWritingOneSheetEachGradeTheirOwnAnswers", feed=race, pick="Score",
        env={"LAYOUTLAB_STATE_DIR": os.path.join(work, "ann-state"), "LAYOUTLAB_LESSONS": ""}, cwd=tutor)
history_state = os.path.join(work, "history-link")
os.makedirs(history_state)
victim = write("victim.txt", "".join(f"line {i}\n" for i in range(3000)))
os.symlink(victim, os.path.join(history_state, "history"))
measure("`STATE/history` a symlink to a 3,000-line file, on a terminal", ["study", "loop"], "TmuxHistoryTests.plantedHistorySymlinkIsRefusedAndItsTargetUntouched",
        tty=[("(Enter: read on", ":skip\r"), ("Question 1 of 4", "3\r"), ("(Enter: next question", ":quit\r")], pick="history",
        env={"LAYOUTLAB_STATE_DIR": history_state, "LAYOUTLAB_LESSONS": "", "LANG": "en_US.UTF-8", "NO_COLOR": "1", "TERM": "xterm-256color"}, cwd=tutor)
rows[-1] = rows[-1][:4] + (rows[-1][4] + f"; target still {sum(1 for _ in open(victim))} lines",) + rows[-1][5:]
fifo_state = os.path.join(work, "history-fifo")
os.makedirs(fifo_state)
os.mkfifo(os.path.join(fifo_state, "history"))
measure("`STATE/history` a FIFO, on a terminal", ["study", "loop"], "TmuxHistoryTests.plantedHistoryFifoIsRefusedWithoutHanging",
        tty=[("(Enter: read on", ":quit\r")], pick="history",
        env={"LAYOUTLAB_STATE_DIR": fifo_state, "LAYOUTLAB_LESSONS": "", "LANG": "en_US.UTF-8", "NO_COLOR": "1", "TERM": "xterm-256color"}, cwd=tutor)
scenario_ok = write("ok.swift", "let v = UIView()\nwindow.addSubview(v)\nrunLoop.runOnce()\n")
for redirect, how in ((">&-", "closed"), (">/dev/full", "full")):
    for args in (["grade", "quizzes/run-loop.yaml", "examples/sheets/run-loop-right.yaml"], ["progress"], ["run", scenario_ok], ["check", "lessons"]):
        measure(f"`{args[0]}` with standard output {how}", args, "StateFolderHostileTests.closedOrFullStandardOutputIsAnError",
                redirect=redirect, env={"LAYOUTLAB_STATE_DIR": os.path.join(work, "stream-state")}, pick="standard output")
def measure_suspend():
    """Ctrl-Z and `fg` at the tutor's prompt, in tmux under an interactive bash with job control:
    `12` typed, Ctrl-Z, `fg` as soon as the shell says "Stopped", two Backspaces, `3`, Enter:
    graded as `3`, the line on screen. time(1) is in the job too, and stops before the tutor."""
    if not shutil.which("tmux") or not os.path.exists("/bin/bash"):
        return
    socket = f"layoutlab-hostile-{os.getpid()}"
    tmux = lambda *a: subprocess.run(["tmux", "-L", socket] + list(a), capture_output=True, text=True).stdout
    def wait(text, count=1, prompt=False):
        # With `prompt`, also until readline shows an empty `>` below it: keys typed before
        # readline takes the terminal are discarded.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            screen = tmux("capture-pane", "-t", "t", "-p", "-J", "-S", "-200")
            last = [l.strip() for l in screen.splitlines() if l.strip()][-1:]
            if screen.count(text) >= count and (not prompt or last == [">"]):
                return screen
            time.sleep(0.05)
        return screen
    state = os.path.join(work, "suspend-state")
    os.makedirs(state)
    timing = os.path.join(work, "suspend-time.txt")
    subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-x", "100", "-y", "40", "-s", "t",
                    "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=/tmp PS1='$ ' /bin/bash --norc --noprofile -i"],
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait("$ ")
        start = time.monotonic()
        tmux("send-keys", "-t", "t", "-l", f"cd '{tutor}' && LAYOUTLAB_STATE_DIR='{state}' LAYOUTLAB_LESSONS= LANG=en_US.UTF-8 NO_COLOR=1 "
             f"/usr/bin/time -v -o '{timing}' '{binary}' study loop")
        tmux("send-keys", "-t", "t", "Enter")
        wait("(Enter: read on", prompt=True)
        tmux("send-keys", "-t", "t", "-l", ":skip")
        tmux("send-keys", "-t", "t", "Enter")
        wait("Question 1 of 4", prompt=True)
        tmux("send-keys", "-t", "t", "-l", "12")
        wait("> 12")
        tmux("send-keys", "-t", "t", "C-z")
        wait("Stopped")
        tmux("send-keys", "-t", "t", "-l", "fg")
        tmux("send-keys", "-t", "t", "Enter")
        redrawn = wait("> 12", 2).count("> 12") >= 2
        tmux("send-keys", "-t", "t", "BSpace", "BSpace")
        tmux("send-keys", "-t", "t", "-l", "3")
        tmux("send-keys", "-t", "t", "Enter")
        verdict = "✓ Correct." in wait("✓ Correct.")
        wait("(Enter: next question", prompt=True)
        tmux("send-keys", "-t", "t", "Enter")
        wait("Question 2 of 4", prompt=True)
        tmux("send-keys", "-t", "t", "-l", ":quit")
        tmux("send-keys", "-t", "t", "Enter")
        wait("Your progress is saved.")
        wall = time.monotonic() - start
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and "Exit status" not in (open(timing).read() if os.path.exists(timing) else ""):
            time.sleep(0.05)
        report = open(timing).read() if os.path.exists(timing) else ""
    finally:
        tmux("kill-server")
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report)
    status = re.search(r"Exit status: (\d+)", report)
    said = ("prompt and `12` redrawn after fg" if redrawn else "no redraw") + "; " + ("`3` graded ✓ Correct." if verdict else "not graded as 3")
    elapsed = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", report)
    seconds = (int(elapsed.group(1) or 0) * 3600 + int(elapsed.group(2)) * 60 + float(elapsed.group(3))) if elapsed else wall
    rows.append(("Ctrl-Z and `fg` at the prompt, then Backspace ×2 and `3`", status.group(1) if status else "?", seconds,
                 int(rss.group(1)) / 1024 if rss else 0, said, 0, "SuspendResumeTests: ctrlZAndFgRedrawThePromptInRawMode, ctrlZUnderAWrapperAndAnImmediateFgLeavesNothingStopped"))
measure_suspend()

closed_state = os.path.join(work, "closed-state")
measure("the tutor with descriptor 1 closed", ["study", "--lang", "en"], "StateFolderHostileTests.theTranscriptNeverGoesIntoTheLockFile",
        redirect=">&-", stdin="1\n:q\n", env={"LAYOUTLAB_STATE_DIR": closed_state, "LAYOUTLAB_LESSONS": ""}, cwd=tutor, pick="standard output")
lock_file = os.path.join(closed_state, "lock")
rows[-1] = rows[-1][:4] + ((rows[-1][4] + f"; STATE/lock holds {os.path.getsize(lock_file) if os.path.exists(lock_file) else 0} bytes")[:240],) + rows[-1][5:]
lock_state = os.path.join(work, "lock-state")
os.makedirs(lock_state)
holder = subprocess.Popen(["flock", os.path.join(lock_state, "lock"), "sleep", "60"])
time.sleep(0.3)
measure("Ctrl-C while waiting for the state lock (signal at 1 s)", ["study", "--lang", "en"], "StateFolderHostileTests.ctrlCEndsTheWaitForTheLock",
        stdin="w\n", interrupt_after=1.0, env={"LAYOUTLAB_STATE_DIR": lock_state, "LAYOUTLAB_LESSONS": ""}, cwd=tutor)
holder.kill()

print("| class | exit | time | peak RSS | what it says | raw ESC/DEL bytes out | test |")
print("|---|---|---|---|---|---|---|")
for klass, status, seconds, rss, message, raw, test in rows:
    print(f"| {klass} | {status} | {seconds:.2f} s | {rss:.0f} MB | `{message}` | {raw} | `{test}` |")
shutil.rmtree(work, ignore_errors=True)
