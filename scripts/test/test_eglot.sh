#!/usr/bin/env bash
# End-to-end test of `eqlint lsp` with Emacs's eglot (Debian's Emacs 28 and its elpa-eglot
# package, in batch mode). Eglot is set up by the recipe of docs/editors.md (the block marked
# `tested: emacs-eglot`), as written there; a stand-in `swift-mode` (derived from prog-mode)
# replaces the swift-mode package, which Debian does not ship. Then:
#   1. opening a Swift file starts `eqlint lsp` through eglot-ensure; eglot accepts the
#      server's registration of watched files; the finding reaches
#      Flymake, and eglot's conversion of the server's UTF-16 column puts it on the view's name
#      on a line where 'é' and '🎉' come before it (the expected place is found in the buffer
#      by searching for the text, not by converting columns);
#   2. ElDoc's hover there shows the rule's explanation (with the suppression comment);
#      eglot-code-actions at the diagnostic offers "suppress RULE on this line"; choosing it
#      applies its workspace edit: the comment is inserted above the line, with its indentation;
#   3. once eglot has sent the change, the server publishes nothing for the buffer, and Flymake
#      shows no diagnostic; after saving, still none;
#   4. after shutdown and exit, sent as eglot-shutdown sends them, the server exits with status 0.
# Batch Emacs has no idle time, so the test runs eglot's pending "send the changes when idle"
# timer itself, as Emacs would after eglot-send-changes-idle-time (0.5 s) of idleness.
# EQLINT names the binary (default .build/debug/eqlint, which `swift build` makes).
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
EQLINT="${EQLINT:-$ROOT/.build/debug/eqlint}"
case "$EQLINT" in /*) ;; *) EQLINT="$PWD/$EQLINT" ;; esac
ELPA=/usr/share/emacs/site-lisp/elpa
if [ ! -x "$EQLINT" ]; then
    echo "test_eglot.sh: no eqlint binary at $EQLINT: run 'swift build' first, or set EQLINT" >&2
    exit 1
fi
has_eglot() {
    command -v emacs >/dev/null 2>&1 &&
        emacs --batch -Q --eval "(let ((default-directory \"$ELPA/\")) (when (file-directory-p default-directory) (normal-top-level-add-subdirs-to-load-path)) (require 'eglot))" >/dev/null 2>&1
}
if ! has_eglot; then
    echo "test_eglot.sh: Emacs with eglot is not installed (apt-get install emacs-nox elpa-eglot)" >&2
    exit 1
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-eglot.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
PROJECT="$WORK/project"
mkdir -p "$WORK/bin" "$PROJECT" "$WORK/home"
ln -s "$EQLINT" "$WORK/bin/eqlint"
export PATH="$WORK/bin:$PATH"
# Nothing of the user's: no init file (-Q), and a home of its own for anything Emacs writes.
export HOME="$WORK/home"
echo "using $(emacs --version | head -1), $(emacs --batch -Q --eval "(let ((default-directory \"$ELPA/\")) (normal-top-level-add-subdirs-to-load-path) (require 'eglot) (princ (file-name-directory (locate-library \"eglot\"))))" 2>/dev/null) and $("$EQLINT" --version)"

# The recipe, cut out of the documentation: the code block after `<!-- tested: emacs-eglot -->`.
. "$ROOT/scripts/test/lsp_editor_project.sh"
editor_recipe emacs-eglot "$WORK/recipe.el"
editor_row_project
export CLI_MESSAGE PROJECT WORK ELPA

cat > "$WORK/test.el" <<'ELISP'
;;; -*- lexical-binding: t -*-
(let ((default-directory (file-name-as-directory (getenv "ELPA"))))
  (normal-top-level-add-subdirs-to-load-path))
(require 'cl-lib)
(require 'subr-x)
(define-derived-mode swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))
(load-file (expand-file-name "recipe.el" (getenv "WORK")))

(defvar eqlint-test-failed 0)
(defvar eqlint-test-passed 0)
(defun eqlint-test-check (name ok &optional detail)
  (if ok
      (progn (setq eqlint-test-passed (1+ eqlint-test-passed)) (princ (format "ok: %s\n" name)))
    (setq eqlint-test-failed (1+ eqlint-test-failed))
    (princ (format "FAIL: %s%s\n" name (if detail (format "\n  %S" detail) ""))))
  ok)
(defun eqlint-test-wait (predicate seconds)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))
(defun eqlint-test-idle ()
  "Run eglot's pending send-changes timer, as Emacs does once idle."
  (when (timerp eglot--change-idle-timer)
    (timer-event-handler eglot--change-idle-timer)))

;; Every publishDiagnostics the server sends, observed without changing eglot.
(defvar eqlint-test-published nil)
(cl-defmethod eglot-handle-notification :before
  (_server (_method (eql textDocument/publishDiagnostics)) &key uri diagnostics &allow-other-keys)
  (push (list uri diagnostics) eqlint-test-published))

(defvar eqlint-test-server nil)
(cl-defun eqlint-test-main ()
  (let* ((file (expand-file-name "Row.swift" (getenv "PROJECT")))
         (rule "view_not_equatable")
         (buffer (find-file file))
         server)
    (set-buffer buffer)
    (eqlint-test-check "the buffer is in swift-mode, with eglot-ensure in its hook"
                       (and (eq major-mode 'swift-mode) (memq 'eglot-ensure swift-mode-hook)))
    ;; eglot-ensure connects from post-command-hook, after the command that opened the file.
    (run-hooks 'post-command-hook)
    (eqlint-test-wait (lambda () (and eglot--managed-mode (eglot-current-server))) 20)
    (setq server (eglot-current-server) eqlint-test-server server)
    (unless (eqlint-test-check "eglot manages the buffer with a server running 'eqlint lsp'"
                               (and server (equal (cdr (process-command (jsonrpc--process server))) '("lsp"))
                                    (string-suffix-p "eqlint" (car (process-command (jsonrpc--process server)))))
                               (and server (process-command (jsonrpc--process server))))
      (cl-return-from eqlint-test-main))

    ;; The expected place, found in the buffer's text: the name after "struct " on line 4.
    (let* ((want-beg (save-excursion (goto-char (point-min)) (forward-line 3)
                                     (search-forward "struct Row") (- (point) 3)))
           (want-column (save-excursion (goto-char want-beg) (- (point) (line-beginning-position))))
           (original (buffer-string))
           diag)
      (princ (format "expected: line 4, character column %d (0-based), buffer position %d\n" want-column want-beg))
      (eqlint-test-wait (lambda () (flymake-diagnostics)) 30)
      ;; Eglot 1.9 declares dynamic registration of watched files: the server registers its
      ;; watchers, and eglot watches the project's folders for them.
      (eqlint-test-wait (lambda () (> (hash-table-count (eglot--file-watches server)) 0)) 10)
      (eqlint-test-check "eglot accepted the server's watched-files registration and watches the project"
                         (> (hash-table-count (eglot--file-watches server)) 0))
      (let ((diags (flymake-diagnostics)))
        (unless (eqlint-test-check "Flymake gets one diagnostic for the opened file" (= (length diags) 1) diags)
          (cl-return-from eqlint-test-main))
        (setq diag (car diags)))
      (let ((beg (flymake-diagnostic-beg diag)) (end (flymake-diagnostic-end diag)))
        (eqlint-test-check (format "it starts on line 4 at character column %d, on the name 'Row'" want-column)
                           (and (= beg want-beg) (= (line-number-at-pos beg) 4)
                                (equal (buffer-substring-no-properties beg end) "Row"))
                           (list :beg beg :end end :text (buffer-substring-no-properties beg end)
                                 :line (line-number-at-pos beg)
                                 :column (save-excursion (goto-char beg) (- (point) (line-beginning-position))))))
      (let ((raw (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data diag)))))
        (eqlint-test-check "the server's diagnostic: code, source eqlint, severity 2, the message 'eqlint lint' prints"
                           (and (equal (plist-get raw :code) rule) (equal (plist-get raw :source) "eqlint")
                                (equal (plist-get raw :severity) 2)
                                (equal (plist-get raw :message) (getenv "CLI_MESSAGE")))
                           raw)
        (eqlint-test-check "it was sent with UTF-16 column 25 (the name's character column is 24)"
                           (equal (plist-get (plist-get (plist-get raw :range) :start) :character)
                                  (1+ want-column))
                           (plist-get raw :range)))
      (eqlint-test-check "Flymake shows it as a warning" (eq (flymake-diagnostic-type diag) 'eglot-warning)
                         (flymake-diagnostic-type diag))

      ;; ElDoc at the diagnostic: eglot's hover function, as ElDoc calls it.
      (let (hover)
        (goto-char (flymake-diagnostic-beg diag))
        (eglot-hover-eldoc-function (lambda (info &rest _) (setq hover (or info ""))))
        (eqlint-test-wait (lambda () hover) 10)
        (eqlint-test-check "ElDoc's hover at the name shows the rule's explanation and its suppression comment"
                           (and (stringp hover) (string-match-p (regexp-quote rule) hover)
                                (string-match-p "eqlint:disable" hover))
                           hover))

      ;; M-x eglot-code-actions at the diagnostic, answering its prompt with the suppression.
      (let* ((title (format "suppress %s on this line" rule))
             offered)
        (goto-char (flymake-diagnostic-beg diag))
        (cl-letf (((symbol-function 'completing-read)
                   (lambda (_prompt collection &rest _)
                     (setq offered (mapcar #'car collection))
                     title))
                  ((symbol-function 'y-or-n-p) (lambda (&rest _) (error "eglot asked to confirm an edit"))))
          (let ((last-nonmenu-event ?\r))
            (condition-case err
                (eglot-code-actions (flymake-diagnostic-beg diag) (flymake-diagnostic-end diag) nil t)
              (error (eqlint-test-check "eglot-code-actions runs" nil err)))))
        (princ (format "code actions offered: %s\n" (string-join offered " | ")))
        (eqlint-test-check (format "eglot-code-actions offers '%s'" title) (member title offered) offered))
      (let ((want-text (with-temp-buffer
                         (insert original)
                         (goto-char (point-min)) (forward-line 3)
                         (insert "    // eqlint:disable:next " rule "\n")
                         (buffer-string))))
        (eqlint-test-check (format "the edit inserts '    // eqlint:disable:next %s' above the line" rule)
                           (equal (buffer-string) want-text) (buffer-string))

        ;; Once idle, eglot sends the change; the server then publishes no diagnostic.
        (let ((count (length eqlint-test-published)))
          (eqlint-test-idle)
          (eqlint-test-wait (lambda () (and (> (length eqlint-test-published) count)
                                            (null (flymake-diagnostics))))
                            20)
          (eqlint-test-check "after the change, the server publishes an empty list and Flymake shows nothing"
                             (and (> (length eqlint-test-published) count)
                                  (equal (cadr (car eqlint-test-published)) [])
                                  (null (flymake-diagnostics)))
                             (list (car eqlint-test-published) (flymake-diagnostics))))
        (let ((count (length eqlint-test-published)))
          (save-buffer)
          (eqlint-test-wait (lambda () (> (length eqlint-test-published) count)) 10)
          (eqlint-test-check "after saving, the server publishes again, still nothing"
                             (and (> (length eqlint-test-published) count)
                                  (equal (cadr (car eqlint-test-published)) [])
                                  (null (flymake-diagnostics)))
                             (car eqlint-test-published)))
        (eqlint-test-check "the file on disk has the suppression comment"
                           (equal (with-temp-buffer (insert-file-contents file) (buffer-string)) want-text))))

    ;; eglot-shutdown sends shutdown and exit, then has jsonrpc.el delete the process at once
    ;; (Emacs 28's jsonrpc-shutdown), so the server's own exit status is never seen. The same
    ;; steps here, then a wait for the server to exit by itself.
    (let ((process (jsonrpc--process server)))
      (setf (eglot--shutdown-requested server) t)
      (eqlint-test-check "the server answers shutdown with null"
                         (null (condition-case err (jsonrpc-request server :shutdown nil :timeout 5)
                                 (error err))))
      (jsonrpc-notify server :exit nil)
      (eqlint-test-wait (lambda () (not (process-live-p process))) 10)
      (eqlint-test-check "after exit, the server ends by itself with status 0"
                         (and (eq (process-status process) 'exit) (= (process-exit-status process) 0))
                         (list (process-status process) (process-exit-status process))))))

(condition-case err
    (eqlint-test-main)
  (error (eqlint-test-check "the test ran without a Lisp error" nil err)))
(princ (format "eglot: %d passed, %d failed\n" eqlint-test-passed eqlint-test-failed))
(when (and (> eqlint-test-failed 0) eqlint-test-server (buffer-live-p (jsonrpc-events-buffer eqlint-test-server)))
  (with-current-buffer (jsonrpc-events-buffer eqlint-test-server)
    (write-region nil nil (expand-file-name "events.log" (getenv "WORK")))))
(kill-emacs (if (and (= eqlint-test-failed 0) (> eqlint-test-passed 0)) 0 1))
ELISP

(cd "$PROJECT" && timeout 120 emacs --batch -Q -l "$WORK/test.el" 2> "$WORK/emacs.log")
status=$?
if [ $status -ne 0 ]; then
    [ $status -eq 124 ] && echo "FAIL: Emacs did not finish within 120 s"
    echo "--- Emacs's messages:"; tail -40 "$WORK/emacs.log"
    [ -s "$WORK/events.log" ] && { echo "--- eglot's events:"; tail -60 "$WORK/events.log"; }
    exit 1
fi
