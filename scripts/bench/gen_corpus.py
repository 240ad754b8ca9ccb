#!/usr/bin/env python3
"""Generate a deterministic synthetic corpus of SwiftUI-shaped Swift files for benchmarking.

Usage: gen_corpus.py OUTDIR [--mb 40] [--files 8000] [--seed 1] [--force]

The corpus looks like an app's sources: feature modules with views, models, view models,
extensions that add conformances in other files, protocols and typealiases, services. Later
files construct views declared earlier (labelled and trailing closures), so cross-file rules
have real work. A small share of the code holds the mistakes the rules look for, as in a real
project. Same arguments, same bytes: only random.Random(seed) decides, and no set or dict
iteration order depending on string hashing reaches the output.
"""
import argparse
import os
import random
import sys
import time

IND = ["    " * i for i in range(40)]
DOMAINS = ("Profile Settings Order Cart Checkout Sleep Workout Recipe Message Chat Photo Album Playlist Track "
           "Podcast Episode Habit Journal Note Project Invoice Payment Account Budget Expense Trip Booking "
           "Flight Hotel Weather Forecast Event Reminder Contact Friend Team Match Score Lesson Course Quiz "
           "Badge Reward Coupon Product Review Store Route Place Device Sensor Alarm Meal Ingredient Book "
           "Chapter Article Feed Story Comment Subscription Plan Wallet Ticket Vehicle Document Folder Goal "
           "Streak Medication Symptom Garden Plant Pet Recording Transcript Survey Shift Invite").split()
COMPONENTS = ("Row Cell Card Header Footer List Grid Detail Editor Picker Summary Banner Chart Tile Section "
              "Toolbar Sheet Form Overview Thumbnail Carousel Timeline Filter Search EmptyState Progress "
              "Status Avatar Menu Sidebar Inspector Composer Gallery Badge Legend").split()
QUALIFIERS = ("", "", "", "Compact", "Expanded", "Mini", "Large", "Primary", "Secondary", "Inline", "Featured",
              "Recent", "Pinned", "Shared", "Archived", "Daily", "Weekly", "Monthly", "Editable", "Grouped")
MODEL_QUALIFIERS = ("", "", "", "", "Remote", "Local", "Cached", "Pending", "User", "Team", "Saved", "Scheduled")
MODEL_SUFFIXES = ("", "", "Item", "Entry", "Record", "Summary", "Info", "Snapshot", "Draft", "Metadata", "Group", "Request",
                  "Response", "Preference", "Detail", "Option", "Stats", "Log")
SERVICE_ROLES = ("Sync", "Network", "Cache", "Analytics", "Import", "Export", "Upload", "Download", "Search", "Storage",
                 "Reminder", "Notification", "Session", "Billing", "Location", "Media", "Sharing", "Backup", "Migration", "Feed")
SYMBOLS = ("star.fill", "heart", "trash", "square.and.arrow.up", "chevron.right", "plus.circle.fill",
           "gearshape", "person.crop.circle", "bell.badge", "checkmark.seal", "calendar", "clock.arrow.circlepath",
           "magnifyingglass", "moon.zzz.fill", "flame", "cart", "creditcard", "map", "photo.on.rectangle")
WORDS = ("Save", "Cancel", "Done", "Delete", "Edit", "Share", "Retry", "Continue", "Add item", "Show more",
         "No results", "Loading…", "Try again later", "Café crème", "Résumé", "Up next 🎉", "Favorites",
         "Recently viewed", "Sync complete", "Tap to expand", "Nothing here yet")
FIELDS = (  # name, type, sample literal, category
    ("name", "String", '"Sample"', "str"), ("title", "String", '"Morning run"', "str"),
    ("subtitle", "String?", "nil", "optstr"), ("summary", "String", '"Lorem ipsum dolor sit amet"', "str"),
    ("count", "Int", "3", "int"), ("position", "Int", "0", "int"), ("price", "Decimal", "9.99", "num"),
    ("rating", "Double", "4.5", "num"), ("isFavorite", "Bool", "false", "bool"),
    ("isArchived", "Bool", "true", "bool"), ("createdAt", "Date", ".now", "date"),
    ("updatedAt", "Date?", "nil", "optdate"), ("tags", "[String]", '["a", "b"]', "list"),
    ("duration", "TimeInterval", "1_800", "num"), ("imageURL", "URL?", "nil", "opt"),
    ("metadata", "[String: String]", "[:]", "map"), ("colorHex", "UInt32", "0xFF8800", "int"),
    ("progress", "Double", "0.75", "num"), ("notes", "String", '""', "str"))


def takes_argument(closure_type):
    """Whether a closure of this (generated) type takes one argument: `(Item) -> Void`, not `() -> Void`."""
    t = closure_type
    for prefix in ("Optional<", "(", "@MainActor ", "@Sendable "):
        if t.startswith(prefix):
            t = t[len(prefix):]
    return t != "Action" and not t.startswith("()")


class Out:
    """Lines of one file plus a running byte estimate (characters; fixed up after encoding)."""
    __slots__ = ("lines", "n")

    def __init__(self):
        self.lines, self.n = [], 0

    def __call__(self, depth, text=""):
        line = IND[depth] + text if text else ""
        self.lines.append(line)
        self.n += len(line) + 1


class Model:
    def __init__(self, name, fields, status_enum):
        self.name, self.fields, self.status_enum = name, fields, status_enum

    def field(self, rng, cat):
        hits = [f for f in self.fields if f[3] == cat]
        return rng.choice(hits)[0] if hits else None


class ViewInfo:
    """A view declared earlier: what a later call site must pass, in declaration order."""
    def __init__(self, name, inputs, model, custom_eq):
        self.name, self.inputs, self.model, self.custom_eq = name, inputs, model, custom_eq


class Ctx:
    """What a body can refer to: expressions by category, actions, bindable names, locals in scope."""
    def __init__(self):
        self.strs, self.ints, self.bools, self.bindable, self.actions = [], [], [], [], []
        self.model, self.items, self.item_local, self.vm, self.lists = None, None, None, None, []

    def child(self):
        c = Ctx()
        c.__dict__.update({k: (v[:] if isinstance(v, list) else v) for k, v in self.__dict__.items()})
        return c


class Gen:
    def __init__(self, rng, n_files):
        self.rng = rng
        self.models, self.views, self.vms, self.aliases, self.screens = [], [], [], [], []
        self.pending_ext = []  # (kind, name, payload) conformances another file will add
        self.used = set()
        self.n_modules = max(3, n_files // 60)

    # ---- names -------------------------------------------------------------------------------
    def unique(self, make):
        for _ in range(12):
            name = make()
            if name not in self.used:
                self.used.add(name)
                return name
        name = make() + str(self.rng.randrange(2, 999))
        self.used.add(name)
        return name

    def model_name(self, domain):
        r = self.rng
        return self.unique(lambda: r.choice(MODEL_QUALIFIERS) + r.choice((domain, r.choice(DOMAINS))) + r.choice(MODEL_SUFFIXES))

    def view_name(self, domain=None):
        r = self.rng
        return self.unique(lambda: r.choice(QUALIFIERS) + (domain or r.choice(DOMAINS)) + r.choice(COMPONENTS) + "View")

    # ---- small pieces ------------------------------------------------------------------------
    def header(self, o, fname, module):
        r = self.rng
        if r.random() < 0.7:
            o(0, "//"), o(0, f"//  {fname}"), o(0, f"//  {module}"), o(0, "//")
            o(0, f"//  Created by {r.choice(('Ana', 'Jun', 'Priya', 'Tomás', 'Lea'))} on {r.randint(1, 12)}/{r.randint(1, 28)}/{r.randint(21, 25)}.")
            o(0, "//"), o(0)
        o(0, "import SwiftUI" if r.random() < 0.9 else "import Foundation")
        for extra in ("Combine", "Observation", "OSLog"):
            if r.random() < 0.08:
                o(0, f"import {extra}")
        if r.random() < 0.1:
            o(0, "@preconcurrency import CoreLocation")
        o(0)

    def string_lit(self):
        r = self.rng
        x = r.random()
        if x < 0.6:
            return '"' + r.choice(WORDS) + '"'
        if x < 0.8:
            return f'"{r.choice(WORDS)} \\({r.randint(1, 99)})"'
        if x < 0.9:
            return 'String(localized: "' + r.choice(WORDS) + '")'
        return '#"' + r.choice(WORDS) + ' \\n "quoted"' + '"#'

    def str_expr(self, c):
        r = self.rng
        if c.strs and r.random() < 0.7:
            s = r.choice(c.strs)
            if r.random() < 0.3:
                return f'"{r.choice(WORDS)}: \\({s})"'
            return s
        if c.ints and r.random() < 0.4:
            return f'"\\({r.choice(c.ints)}) {r.choice(("items", "days", "left", "min"))}"'
        return self.string_lit()

    def statements(self, o, d, c, n):
        r = self.rng
        for _ in range(n):
            x = r.random()
            if x < 0.25 and c.actions:
                o(d, r.choice(c.actions))
            elif x < 0.35 and c.bools:
                b = r.choice(c.bools)
                o(d, f"guard !{b} else {{ return }}" if "." not in b else f"if {b} {{ print(\"{b}\") }}")
            elif x < 0.45:
                o(d, f'logger.debug("{r.choice(WORDS)} \\({self.str_expr(c)}, privacy: .public)")')
            elif x < 0.55:
                o(d, f"let threshold = {r.choice(('1_000', '0.25', '0x1F', '3.5e2', '0b1010', '42', '-7'))}")
                o(d, "_ = threshold")
            elif x < 0.65 and c.items:
                o(d, f"let total = {c.items}.reduce(0) {{ $0 + $1.{c.model.field(r, 'int') or 'hashValue'} }}")
                o(d, 'print("total: \\(total)")')
            elif x < 0.72:
                o(d, "withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {")
                self.statements(o, d + 1, c, 1)
                o(d, "}")
            elif x < 0.8 and c.vm:
                o(d, f"Task {{ await {c.vm}.{r.choice(('load', 'refresh'))}() }}")
            elif x < 0.87 and c.model and c.item_local:
                f = c.model.field(r, "optstr") or c.model.field(r, "str")
                o(d, f"if let value = {c.item_local}.{f or 'id.uuidString'} as String?, !value.isEmpty {{")
                o(d + 1, "print(value)")
                o(d, "}")
            else:
                o(d, f"// {r.choice(('Keep in sync with the server.', 'See FB12345.', 'Debounced upstream.', 'TODO: remove after migration.'))}")

    # ---- view bodies -------------------------------------------------------------------------
    def construct(self, o, d, c, budget):
        """Emit `V(label: arg, ...)` for an earlier view, labelled closures or a trailing one."""
        r = self.rng
        cands = self.views[-60:]
        if c.model is not None and r.random() < 0.6:
            same = [v for v in cands if v.model is c.model]
            cands = same or cands
        v = r.choice(cands)
        args, trailing = [], None
        for i, (label, kind, ty) in enumerate(v.inputs):
            last = i == len(v.inputs) - 1
            if kind == "closure":
                if ty.endswith("?") and r.random() < 0.3:
                    continue
                act = r.choice(c.actions) if c.actions else 'print("tap")'
                takes_arg = takes_argument(ty)
                lit = ("{ _ in " + act + " }") if takes_arg else ("{ " + act + " }")
                if last and r.random() < 0.5:
                    trailing = (takes_arg, act)
                else:
                    args.append(f"{label}: {lit}")
            elif kind == "item":
                args.append(f"{label}: {c.item_local if c.item_local and c.model is v.model else '.sample'}")
            elif kind == "items":
                args.append(f"{label}: {c.items if c.items and c.model is v.model else '[]'}")
            elif kind == "binding":
                args.append(f"{label}: " + (f"${r.choice(c.bindable)}" if c.bindable else ".constant(false)"))
            elif kind == "vm":
                args.append(f"{label}: {c.vm or ty + '()'}")
            elif kind == "str":
                args.append(f"{label}: {self.str_expr(c)}")
            elif kind == "int":
                args.append(f"{label}: {r.choice(c.ints) if c.ints else r.randint(0, 12)}")
            elif kind == "bool":
                args.append(f"{label}: {r.choice(c.bools) if c.bools else 'true'}")
            elif kind == "opt" and r.random() < 0.5:
                args.append(f"{label}: {r.choice(('24', '8', '.zero'))}")
        call = f"{v.name}({', '.join(args)})" if args or not trailing else v.name
        wrap = v.custom_eq and r.random() < 0.2
        if wrap:
            call = f"EquatableView(content: {call})"
        if trailing and not wrap:
            o(d, call + (" { _ in" if trailing[0] else " {"))
            o(d + 1, trailing[1])
            o(d, "}")
        else:
            o(d, call)
        mods = []
        if v.custom_eq and not wrap and r.random() < 0.75:
            mods.append(".equatable()")
        self.modifiers(o, d if trailing and not wrap else d + 1, c, r.randint(0, 2), mods)
        budget[0] -= 2

    def modifiers(self, o, d, c, n, pre=()):
        r = self.rng
        for m in pre:
            o(d, m)
        for _ in range(n):
            x = r.random()
            if x < 0.55:
                o(d, r.choice((".padding()", ".padding(.horizontal, 16)", ".font(.headline)", ".font(.subheadline.weight(.semibold))",
                               ".foregroundStyle(.secondary)", ".frame(maxWidth: .infinity, alignment: .leading)",
                               ".background(Color.accentColor.opacity(0.12))", ".clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))",
                               ".lineLimit(2)", ".contentShape(Rectangle())", ".buttonStyle(.borderedProminent)",
                               f".accessibilityLabel({self.string_lit()})", ".transition(.opacity.combined(with: .scale))")))
            elif x < 0.68 and (c.bools or c.strs):
                src = r.choice(c.bools or c.strs)
                if r.random() < 0.5:
                    o(d, f".onChange(of: {src}) {{")
                    self.statements(o, d + 1, c, 1)
                    o(d, "}")
                    if r.random() < 0.15 and len(c.bools) > 1:  # the same action twice: opt-in rule fodder
                        o(d, f".onChange(of: {c.bools[-1]}) {{ {c.actions[0] if c.actions else 'print()'} }}")
                        o(d, f".onChange(of: {c.bools[0]}) {{ {c.actions[0] if c.actions else 'print()'} }}")
                else:
                    o(d, f".onChange(of: {src}, initial: {r.choice(('true', 'false'))}) {{ oldValue, newValue in")
                    o(d + 1, 'guard oldValue != newValue else { return }')
                    self.statements(o, d + 1, c, 1)
                    o(d, "}")
            elif x < 0.78:
                o(d, r.choice((".onTapGesture {", ".onAppear {", ".task {", ".refreshable {")))
                self.statements(o, d + 1, c, r.randint(1, 2))
                o(d, "}")
            elif x < 0.84 and c.bindable:
                o(d, f".sheet(isPresented: ${r.choice(c.bindable)}) {{")
                o(d + 1, f"Text({self.string_lit()})")
                o(d + 2, ".presentationDetents([.medium, .large])")
                o(d, "}")
            elif x < 0.89:
                o(d, ".toolbar {")
                o(d + 1, "ToolbarItem(placement: .primaryAction) {")
                o(d + 2, f"Button({self.string_lit()}, systemImage: \"{r.choice(SYMBOLS)}\") {{")
                self.statements(o, d + 3, c, 1)
                o(d + 2, "}")
                o(d + 1, "}")
                o(d, "}")
            elif x < 0.96:
                o(d, f".animation(.easeInOut(duration: {r.choice(('0.2', '0.25', '0.35'))}), value: {r.choice(c.bools) if c.bools else 'true'})")
            else:
                o(d, ".swipeActions(edge: .trailing) {")
                o(d + 1, "Button(role: .destructive) {")
                self.statements(o, d + 2, c, 1)
                o(d + 1, "} label: {")
                o(d + 2, 'Label("Delete", systemImage: "trash")')
                o(d + 1, "}")
                o(d, "}")

    def node(self, o, d, c, budget, depth, container=False):
        r = self.rng
        budget[0] -= 1
        x = 0.99 if container else r.random()
        if depth > 4 or budget[0] <= 0 or x < 0.4:
            y, mod_depth = r.random(), d + 1
            if y < 0.18 and self.views:
                return self.construct(o, d, c, budget)
            if y < 0.5:
                o(d, f"Text({self.str_expr(c)})")
            elif y < 0.6:
                o(d, f'Image(systemName: "{r.choice(SYMBOLS)}")')
                o(d + 1, ".imageScale(.large)")
            elif y < 0.67:
                o(d, r.choice(("Spacer()", "Divider()", "Spacer(minLength: 8)")))
                return
            elif y < 0.75 and c.bindable:
                o(d, f"Toggle({self.string_lit()}, isOn: ${r.choice(c.bindable)})")
            elif y < 0.9:
                mod_depth = d
                if r.random() < 0.5:
                    o(d, f"Button({self.string_lit()}) {{")
                    self.statements(o, d + 1, c, r.randint(1, 2))
                    o(d, "}")
                else:
                    o(d, "Button {")
                    self.statements(o, d + 1, c, 1)
                    o(d, "} label: {")
                    o(d + 1, f'Label({self.string_lit()}, systemImage: "{r.choice(SYMBOLS)}")')
                    o(d, "}")
            else:
                o(d, f"ProgressView(value: {r.choice(('0.4', '0.75', 'Double(1) / 3'))})")
            self.modifiers(o, mod_depth, c, r.choice((0, 0, 1, 1, 2, 3)))
            return
        if x < 0.55 and c.items and c.item_local is None:
            inner = c.child()
            inner.item_local = "item"
            m = c.model
            inner.strs += [f"item.{f[0]}" for f in m.fields if f[3] == "str"]
            inner.ints += [f"item.{f[0]}" for f in m.fields if f[3] == "int"]
            inner.actions += [f"{c.vm}.select(item)"] if c.vm else []
            if r.random() < 0.7:
                o(d, f"ForEach({c.items}) {{ item in")
            else:
                o(d, f"ForEach({c.items}.indices, id: \\.self) {{ index in")
                o(d + 1, f"let item = {c.items}[index]")
            self.children(o, d + 1, inner, budget, depth, r.randint(1, 3))
            o(d, "}")
        elif x < 0.5 and c.lists:
            o(d, f"ForEach({r.choice(c.lists)}, id: \\.self) {{ tag in")
            o(d + 1, 'Text(tag)'), o(d + 2, ".font(.caption)"), o(d + 2, ".padding(.horizontal, 6)")
            o(d, "}")
        elif x < 0.63 and c.bools:
            o(d, f"if {r.choice(c.bools)} {{")
            self.children(o, d + 1, c, budget, depth, r.randint(1, 2))
            if r.random() < 0.5:
                o(d, "} else {")
                self.children(o, d + 1, c, budget, depth, 1)
            o(d, "}")
            return
        elif x < 0.67:
            o(d, "#if DEBUG")
            self.children(o, d, c, budget, depth, 1)
            o(d, "#endif")
            return
        else:
            head = r.choice(("VStack {", "VStack(alignment: .leading, spacing: 8) {", "HStack {", "HStack(spacing: 12) {",
                             "ZStack(alignment: .topTrailing) {", "LazyVStack(spacing: 0) {", "ScrollView {", "Group {",
                             f"Section({self.string_lit()}) {{", "List {", "Form {", "GeometryReader { proxy in",
                             "ViewThatFits {", "NavigationStack {"))
            o(d, head)
            self.children(o, d + 1, c, budget, depth, r.randint(1, 4))
            o(d, "}")
        self.modifiers(o, d, c, r.choice((0, 1, 1, 2)))  # after a closing brace, Xcode's indentation

    def children(self, o, d, c, budget, depth, n):
        for _ in range(n):
            self.node(o, d, c, budget, depth + 1)

    # ---- declarations ------------------------------------------------------------------------
    def model_decl(self, o, name, domain):
        r = self.rng
        fields = [("id", "UUID", "UUID()", "id")] + r.sample(FIELDS, r.randint(3, 9))
        status = None
        if r.random() < 0.4:
            status = name + "Status"
            cases = r.sample(("pending", "active", "paused", "completed", "archived", "failed", "draft"), r.randint(2, 5))
            o(0, f"enum {status}: String, CaseIterable, Codable, Identifiable, Sendable {{")
            o(1, "case " + ", ".join(cases))
            o(0), o(1, "var id: String { rawValue }"), o(0)
            o(1, "var title: LocalizedStringKey {"), o(2, "switch self {")
            for cs in cases:
                o(2, f'case .{cs}: "{cs.capitalize()}"')
            o(2, "}"), o(1, "}"), o(0, "}"), o(0)
            fields.append(("status", status, "." + cases[0], "enum"))
        conf = ["Identifiable"]
        hashable_elsewhere = r.random() < 0.12
        if not hashable_elsewhere:
            conf.append(r.choice(("Hashable", "Hashable", "Equatable", "Swift.Hashable", "Hashable & Sendable")))
        conf.append(r.choice(("Codable", "Sendable", "Codable")))
        kind = "struct" if r.random() < 0.85 else "final class"
        macro = kind == "struct" and r.random() < 0.1
        o(0, "/// " + r.choice(("A single", "One", "The persisted")) + f" {domain.lower()} as the app shows it.")
        if macro:
            o(0, "@Equatable")
        o(0, f"{kind} {name}: {', '.join(conf)} {{")
        for fn, ty, _, _ in fields:
            kw = "let" if fn == "id" or r.random() < 0.4 else "var"
            o(1, f"{kw} {fn}: {ty}")
        if kind != "struct":
            o(0), o(1, f"init({', '.join(f'{f[0]}: {f[1]}' for f in fields)}) {{")
            for f in fields:
                o(2, f"self.{f[0]} = {f[0]}")
            o(1, "}")
        o(0), o(1, "var displayName: String {")
        sf = [f[0] for f in fields if f[3] == "str"]
        o(2, f'{sf[0]}.isEmpty ? "Untitled" : {sf[0]}' if sf else f'"#\\(id.uuidString.prefix(8))"')
        o(1, "}")
        eq_written = kind != "struct" or r.random() < 0.2
        if eq_written and not macro:
            lhs = r.sample(fields, min(len(fields), r.randint(1, 3)))
            o(0), o(1, f"static func == (lhs: {name}, rhs: {name}) -> Bool {{")
            o(2, " && ".join(f"lhs.{f[0]} == rhs.{f[0]}" for f in lhs))
            o(1, "}")
        if (eq_written or kind != "struct") and r.random() < 0.6:
            o(0), o(1, "func hash(into hasher: inout Hasher) {")
            for f in r.sample(fields, min(len(fields), r.randint(1, 2))):
                if f[3] not in ("map", "list"):
                    o(2, f"hasher.combine({f[0]})")
            o(1, "}")
        o(0, "}"), o(0)
        o(0, f"extension {name} {{")
        o(1, f"static let sample = {name}(" + ", ".join(f"{f[0]}: {f[2]}" for f in fields) + ")")
        o(1, f"static let samples: [{name}] = (0..<{r.choice((3, 5, 12))}).map {{ _ in .sample }}")
        o(0, "}"), o(0)
        m = Model(name, fields, status)
        if hashable_elsewhere:
            self.pending_ext.append(("model", name, m))
        return m

    def view_decl(self, o, name, model, private=False, domain="Item"):
        """A view: inputs, wrappers, equality flavour, computed properties, body, helpers."""
        r = self.rng
        c = Ctx()
        c.model = model
        inputs, props = [], []  # props: (attrs, decl line)
        flavour = r.choices(("none", "macro", "synth", "inline", "elsewhere", "samefile"), (40, 20, 8, 10, 15, 7))[0]
        equatable = flavour != "none"
        shape = r.choice(("row", "row", "list", "detail", "editor", "card"))
        if shape in ("row", "detail", "card"):
            props.append(("", f"let item: {model.name}"))
            inputs.append(("item", "item", model.name))
            c.item_local = "item"
            c.strs += [f"item.{f[0]}" for f in model.fields if f[3] == "str"]
            c.ints += [f"item.{f[0]}" for f in model.fields if f[3] == "int"]
            c.bools += [f"item.{f[0]}" for f in model.fields if f[3] == "bool"]
            c.lists += [f"item.{f[0]}" for f in model.fields if f[3] == "list"]
        if shape == "list":
            props.append(("", f"let items: [{model.name}]"))
            inputs.append(("items", "items", model.name))
            c.items = "items"
        if r.random() < 0.5:
            props.append(("", "let title: String")), inputs.append(("title", "str", "String"))
            c.strs.append("title")
        if r.random() < 0.3:
            props.append(("", "var spacing: CGFloat = 8")), inputs.append(("spacing", "opt", "CGFloat"))
        if r.random() < 0.35:
            props.append(("", "@Binding var isSelected: Bool")), inputs.append(("isSelected", "binding", "Bool"))
            c.bools.append("isSelected"), c.bindable.append("isSelected")
        vm = [v for v in self.vms[-20:] if v[1] is model]
        if vm and (shape in ("list", "editor") or r.random() < 0.2):
            wrapper = r.choice(("@ObservedObject var", "@ObservedObject var", "@Bindable var", "let"))
            props.append(("", f"{wrapper} model: {vm[-1][0]}")), inputs.append(("model", "vm", vm[-1][0]))
            c.vm = "model"
            c.actions += ["Task { await model.load() }", "model.refresh()"]
        for decl, cat in (("@State private var isExpanded = false", "bool"), ("@State private var query = \"\"", "str"),
                          ("@State private var showsDetail = false", "bool"), ("@FocusState private var isFocused: Bool", None),
                          ("@Environment(\\.dismiss) private var dismiss", "dismiss"),
                          ("@Environment(\\.colorScheme) private var colorScheme", None),
                          ("@AppStorage(\"compactMode\") private var compactMode = false", "bool"),
                          ("@Namespace private var namespace", None), ("@ScaledMetric(relativeTo: .body) private var iconSize = 24.0", None)):
            if r.random() < 0.22:
                props.append(("", decl))
                pn = decl.split(" var ")[1].split(" ")[0].rstrip(":")
                if cat == "bool":
                    c.bools.append(pn), c.bindable.append(pn), c.actions.append(f"{pn}.toggle()")
                elif cat == "str":
                    c.strs.append(pn)
                elif cat == "dismiss":
                    c.actions.append("dismiss()")
        marked = flavour in ("macro", "synth", "samefile", "elsewhere") and r.random() < 0.8
        for _ in range(r.choice((0, 1, 1, 1, 2, 2, 3))):
            pn = r.choice(("onTap", "onSelect", "onDelete", "onDismiss", "onSave", "onRetry", "onChange", "onShare"))
            if any(i[0] == pn for i in inputs):
                continue
            ty = r.choice(("() -> Void", "() -> Void", f"(({model.name}) -> Void)?", "(() -> Void)?", "@MainActor () -> Void",
                           f"({model.name}) async throws -> Void", "Action", "(@Sendable () -> Void)?", "Optional<() -> Void>",
                           "(() -> Void)!"))
            attr = "@EquatableIgnoredUnsafeClosure " if marked and r.random() < 0.9 else ""
            kw = "var" if ty.endswith("?") else "let"
            props.append((attr, f"{kw} {pn}: {ty}" + (" = nil" if ty.endswith("?") and r.random() < 0.5 else "")))
            inputs.append((pn, "closure", ty))
            optional = ty.endswith("?") or ty.startswith("Optional<")
            if not takes_argument(ty):
                c.actions.append(f"{pn}?()" if optional else f"{pn}()")
            elif optional and c.item_local:
                c.actions.append(f"{pn}?({c.item_local})")
        if equatable and r.random() < 0.35:
            ig = r.choice(("@EquatableIgnored var formatter: DateFormatter = .init()",
                           "@EquatableIgnored let analytics: AnalyticsClient", "@EquatableIgnored var cache = ImageCache.shared"))
            props.append(("", ig))
            if "analytics" in ig:
                inputs.append(("analytics", "vm", "AnalyticsClient"))
        if flavour == "macro" and r.random() < 0.08:  # what silently_uncompared_property and friends catch
            props.append(("", r.choice(("lazy var layout = Layout()", "let width, height: CGFloat",
                                        "var badgeCount = 0 {\n        didSet { print(badgeCount) }\n    }"))))
        generic = r.random() < 0.06
        attrs = "@Equatable\n" if flavour == "macro" else ("@MainActor\n" if r.random() < 0.1 else "")
        conf = "View" + (", Equatable" if flavour == "synth" else "")
        if flavour == "synth" and self.screens and r.random() < 0.3:
            conf = r.choice(self.screens[-20:])  # a View, and Equatable, through a project protocol
        head = f"{'private ' if private else ''}struct {name}{'<Accessory: View>' if generic else ''}: {conf} {{"
        if not private:
            o(0, f"/// {r.choice(('Shows', 'Lists', 'Edits', 'Summarises'))} {r.choice(('one', 'the selected', 'a'))} {domain.lower()}"
                 f"{r.choice(('.', ' with its actions.', ' for the current user.'))}")
        for a in attrs.splitlines():
            o(0, a)
        o(0, head)
        for attr, decl in props:
            if attr and r.random() < 0.4:
                o(1, attr.strip())
                attr = ""
            o(1, attr + decl)
        if generic:
            o(1, "@ViewBuilder let accessory: Accessory")
        if r.random() < 0.1:
            o(0, "#if DEBUG"), o(1, "var debugLabel: String?"), o(0, "#endif")
        c.actions += ["save()", "print(\"tapped\")"]
        o(0)
        if c.strs and r.random() < 0.6:
            o(1, "private var subtitle: String {")
            o(2, f'"\\({r.choice(c.strs)}) · \\({r.choice(c.ints) if c.ints else 0})"')
            o(1, "}"), o(0)
            c.strs.append("subtitle")
        o(1, "var body: some View {")
        budget = [r.randint(4, 26)]
        self.node(o, 2, c, budget, 0, container=r.random() < 0.85)
        if generic:
            o(2, ".overlay(alignment: .topTrailing) { accessory }")
        o(1, "}")
        if r.random() < 0.35:
            o(0), o(1, "@ViewBuilder"), o(1, f"private func badge(for value: Int) -> some View {{")
            o(2, "if value > 0 {"), o(3, 'Text("\\(value)")'), o(4, ".font(.caption2.monospacedDigit())"), o(2, "}")
            o(1, "}")
        o(0), o(1, "private func save() {")
        self.statements(o, 2, c, r.randint(1, 4))
        o(1, "}")
        compared = [i for i in inputs if i[1] not in ("closure", "vm")]  # models and clients: by reference
        custom = False
        if flavour == "inline":
            o(0), o(1, f"static func == (lhs: {name}, rhs: {name}) -> Bool {{")
            custom = self.eq_body(o, 2, compared)
            o(1, "}")
        o(0, "}"), o(0)
        if flavour == "samefile":
            o(0, f"extension {name}: Equatable {{}}"), o(0)
        if flavour == "elsewhere":
            self.pending_ext.append(("view", name, compared))
            custom = True
        if not generic and not private:  # what other files can construct
            self.views.append(ViewInfo(name, inputs, model, custom))
        return c

    def eq_body(self, o, d, compared):
        """A hand-written `==` body; returns whether it is custom (not plain `lhs.p == rhs.p && ...`)."""
        r = self.rng
        if not compared:
            o(d, "true")
            return True
        x = r.random()
        if x < 0.45:
            o(d, " && ".join(f"lhs.{p[0]} == rhs.{p[0]}" for p in compared))
            return False
        picks = r.sample(compared, max(1, len(compared) - 1))
        terms = [f"lhs.{p[0]}.id == rhs.{p[0]}.id" if p[1] == "item" else
                 f"lhs.{p[0]}.count == rhs.{p[0]}.count" if p[1] == "items" else f"lhs.{p[0]} == rhs.{p[0]}" for p in picks]
        o(d, "guard " + terms[0] + " else { return false }")
        o(d, "return " + (" && ".join(terms[1:]) or "true"))
        return True

    def vm_decl(self, o, name, model):
        r = self.rng
        observable = r.random() < 0.35
        o(0, "/// Loads and mutates the screen's state; views only read it.")
        o(0, "@MainActor")
        if observable:
            o(0, "@Observable")
        o(0, f"final class {name}{'' if observable else ': ObservableObject'} {{")
        pub = "" if observable else "@Published "
        o(1, f"{pub}var items: [{model.name}] = []"), o(1, f"{pub}var selection: {model.name}.ID?")
        o(1, f"{pub}private(set) var isLoading = false"), o(1, f"{pub}var errorMessage: String?")
        o(1, ("@ObservationIgnored " if observable else "") + "private var loadTask: Task<Void, Never>?")
        o(1, f"private let pageSize = {r.choice(('20', '50', '100'))}")
        o(0), o(1, "func load() async {"), o(2, "isLoading = true"), o(2, "defer { isLoading = false }")
        o(2, "do {"), o(3, "try await Task.sleep(for: .milliseconds(150))"), o(3, f"items = {model.name}.samples")
        o(2, "} catch {"), o(3, "errorMessage = error.localizedDescription"), o(2, "}"), o(1, "}")
        o(0), o(1, "func refresh() {"), o(2, "loadTask?.cancel()"), o(2, "loadTask = Task { await load() }"), o(1, "}")
        o(0), o(1, f"func select(_ item: {model.name}) {{"), o(2, "selection = item.id"), o(1, "}")
        o(0), o(1, f"func delete(_ item: {model.name}) {{"), o(2, "items.removeAll { $0.id == item.id }"), o(1, "}")
        o(0, "}"), o(0)
        self.vms.append((name, model))

    def ext_decls(self, o, budget_bytes):
        r = self.rng
        start = o.n
        while self.pending_ext and o.n - start < budget_bytes:
            kind, name, payload = self.pending_ext.pop(0)
            if kind == "model":
                o(0, f"extension {name}: {r.choice(('Hashable', 'Hashable', 'Equatable', 'Comparable'))} {{")
                if r.random() < 0.5:
                    f = payload.fields[0][0]
                    o(1, f"static func == (lhs: Self, rhs: Self) -> Bool {{ lhs.{f} == rhs.{f} }}")
                if "Comparable" in o.lines[-1] or r.random() < 0.2:
                    o(1, f"static func < (lhs: {name}, rhs: {name}) -> Bool {{ lhs.id.uuidString < rhs.id.uuidString }}")
                o(0, "}")
            else:
                o(0, f"extension {name}: {r.choice(('Equatable', 'Equatable', '@MainActor Equatable', 'Swift.Equatable'))} {{")
                o(1, "nonisolated static func == (lhs: Self, rhs: Self) -> Bool {" if r.random() < 0.3 else "static func == (lhs: Self, rhs: Self) -> Bool {")
                self.eq_body(o, 2, payload)
                o(1, "}")
                o(0, "}")
            o(0)
        if r.random() < 0.5:
            o(0, "extension View {"), o(1, "/// Card chrome shared by the feature's screens.")
            o(1, f"func {r.choice(('card', 'tile', 'panel'))}Style{r.randrange(1000)}(cornerRadius: CGFloat = 16) -> some View {{")
            o(2, "padding(12)"), o(3, ".background(.thinMaterial, in: RoundedRectangle(cornerRadius: cornerRadius))"), o(1, "}")
            o(0, "}"), o(0)

    def model_ext(self, o, m):
        """Helpers on a model in an extension: computed properties, filters, sorting, formatting."""
        r = self.rng
        by = {}
        for f in m.fields:
            by.setdefault(f[3], []).append(f[0])
        pool = []
        if "date" in by:
            d = by["date"][0]
            pool.append(("var isRecent: Bool {", [f"{d}.timeIntervalSinceNow > -86_400 * {r.choice((1, 7, 30))}"]))
            pool.append(("var relativeDate: String {", [f"{d}.formatted(.relative(presentation: .named))"]))
        if "str" in by:
            s = by["str"]
            pool.append(("func matches(_ query: String) -> Bool {", ["guard !query.isEmpty else { return true }",
                         "return " + " || ".join(f"{x}.localizedCaseInsensitiveContains(query)" for x in s[:2])]))
        if "int" in by:
            n = by["int"][0]
            pool.append((f"static func sorted(_ items: [{m.name}], ascending: Bool = true) -> [{m.name}] {{",
                         [f"items.sorted {{ ascending ? $0.{n} < $1.{n} : $0.{n} > $1.{n} }}"]))
            pool.append(("var badgeText: String? {", [f"{n} > 99 ? \"99+\" : ({n} > 0 ? \"\\({n})\" : nil)"]))
        if "num" in by:
            pool.append(("var formattedValue: String {", [f"{by['num'][0]}.formatted(.number.precision(.fractionLength(2)))"]))
        if "list" in by:
            pool.append(("var tagLine: String {", [f"{by['list'][0]}.prefix(3).joined(separator: \", \")"]))
        if "bool" in by:
            pool.append(("func toggled() -> Self {", ["var copy = self", f"copy.{by['bool'][0]}.toggle()", "return copy"]))
        if m.status_enum:
            first = next(f[2] for f in m.fields if f[3] == "enum")
            pool.append(("var statusSymbol: String {", ["switch status {", f'case {first}: "clock"', 'default: "circle"', "}"]))
        pool.append(("var accessibilityDescription: String {", [f'"{m.name} \\(id.uuidString.prefix(6))"']))
        o(0, f"extension {m.name} {{")
        for i, (head, lines) in enumerate(r.sample(pool, r.randint(1, len(pool)))):
            if i:
                o(0)
            if r.random() < 0.4:
                o(1, "/// " + r.choice(("Used by the list and the widget.", "Localised by the caller.", "Cheap: no formatting caches.")))
            o(1, head)
            for ln in lines:
                o(2, ln)
            o(1, "}")
        o(0, "}"), o(0)

    def service_decl(self, o, domain):
        """A service (actor, class or struct) with a varying set of members: caches, multi-line
        strings, raw-string patterns, numeric tables, async throwing calls, a switch over events."""
        r = self.rng
        base = self.unique(lambda: r.choice(MODEL_QUALIFIERS) + r.choice((domain, r.choice(DOMAINS))) + r.choice(SERVICE_ROLES))
        model = r.choice(self.models[-40:]) if self.models else None
        if r.random() < 0.4:
            o(0, f"enum {base}Event: Equatable {{")
            o(1, "case opened(id: UUID)"), o(1, "case closed"), o(1, "case failed(message: String)"), o(0, "}"), o(0)
            o(0, f"typealias {base}Handler = ({base}Event) -> Void"), o(0)
            event = base + "Event"
        else:
            event = None
        if not self.aliases:
            o(0, "typealias Action = () -> Void"), o(0)
        self.aliases.append(base)
        if r.random() < 0.4:
            o(0, f"protocol {base}Providing: Sendable {{")
            o(1, "func fetch(limit: Int) async throws -> [String]"), o(1, "var isAvailable: Bool { get }"), o(0, "}"), o(0)
            conf = f": {base}Providing"
        else:
            conf = ""
        if r.random() < 0.15:
            o(0, f"/// Screens of the {domain.lower()} flow; Equatable so SwiftUI can skip their bodies.")
            o(0, f"protocol {base}Screen: View, Equatable {{}}"), o(0)
            self.screens.append(base + "Screen")
        kind = r.choice(("actor", "actor", "final class", "struct"))
        o(0, "/**"), o(0, f" Talks to the {domain.lower()} endpoint."), o(0, " - Note: responses are cached for `ttl` seconds."), o(0, " */")
        name = base + ("Service" if kind != "struct" else "Client")
        o(0, f"{kind} {name}{conf} {{")
        iso = "nonisolated " if kind == "actor" else ""
        o(1, f"static let ttl: TimeInterval = {r.choice(('60', '300.0', '1.5e3', '0x3C', '86_400'))}")
        if conf:
            o(1, f"{iso}var isAvailable: Bool {{ true }}")
        members = r.sample(("query", "pattern", "limits", "fetch", "save", "describe", "decode", "comment"), r.randint(2, 6))
        if conf and "fetch" not in members:
            members.append("fetch")
        mut = "" if kind != "struct" else "mutating "
        for mb in members:
            o(0)
            if mb == "query":
                o(1, 'static let query = """'), o(1, f"query {base}($limit: Int!) {{"), o(1, '  items(first: $limit) { id title \\("updatedAt") }')
                o(1, "}"), o(1, '"""')
            elif mb == "pattern":
                o(1, f'static let pattern = #"^[A-Z]{{2}}-\\d{{{r.randint(2, 6)}}}$"#')
            elif mb == "limits":
                o(1, f'static let limits: [String: Int] = ["free": {r.randint(1, 9)}, "pro": 1_000, "team": 0b1_0000]')
            elif mb == "comment":
                o(1, "/* Legacy format: /* nested */ kept for v1 clients. */")
                o(1, f"private let legacyVersion = {r.choice(('1', '2'))} // eqlint:disable:this view_not_equatable")
            elif mb == "fetch":
                if kind != "struct":
                    o(1, "private var cache: [Int: [String]] = [:]")
                o(1, "func fetch(limit: Int) async throws -> [String] {")
                if kind != "struct":
                    o(2, "if let hit = cache[limit] { return hit }")
                o(2, "try Task.checkCancellation()"), o(2, "let result = (0..<limit).map { \"row-\\($0)\" }")
                if kind != "struct":
                    o(2, "cache[limit] = result")
                o(2, "return result"), o(1, "}")
            elif mb == "save" and model:
                o(1, f"{mut if kind == 'struct' else ''}func save(_ item: {model.name}) async throws {{")
                o(2, "let encoder = JSONEncoder()"), o(2, "encoder.dateEncodingStrategy = .iso8601")
                o(2, "let data = try encoder.encode(item)"), o(2, f'print("saving \\(data.count) bytes for \\(item.id)")'), o(1, "}")
            elif mb == "describe" and event:
                o(1, f"func describe(_ event: {event}) -> String {{"), o(2, "switch event {")
                o(2, 'case .opened(let id): return "opened \\(id.uuidString.prefix(4))"'), o(2, 'case .closed: return "closed"')
                o(2, 'case .failed(let message) where message.count > 80: return String(message.prefix(80)) + "…"')
                o(2, "case .failed(let message): return message"), o(2, "}"), o(1, "}")
            elif mb == "decode" and model:
                o(1, f"func decode(_ data: Data) -> [{model.name}] {{"), o(2, "do {")
                o(3, f"return try JSONDecoder().decode([{model.name}].self, from: data)"), o(2, "} catch {")
                o(3, 'print("decode failed: \\(error)")'), o(3, "return []"), o(2, "}"), o(1, "}")
            else:
                o(1, f"private let retries = {r.randint(1, 5)}")
        o(0, "}"), o(0)
        return name

    def preview(self, o, c_views):
        r = self.rng
        for v in c_views[:r.choice((1, 1, 2))]:
            if r.random() < 0.7:
                args = []
                for label, kind, ty in v.inputs:
                    val = {"item": ".sample", "items": f"{v.model.name}.samples", "binding": ".constant(true)", "str": self.string_lit(),
                           "vm": f"{ty}()", "int": "1", "bool": "true"}.get(kind)
                    if kind == "closure":
                        val = "{ _ in }" if ty.startswith("((") or "async" in ty else "{}"
                        if ty.endswith("?") or ty.endswith("!"):
                            continue
                    if val:
                        args.append(f"{label}: {val}")
                o(0, f'#Preview("{v.name}") {{' if r.random() < 0.5 else "#Preview {")
                o(1, f"{v.name}({', '.join(args)})")
                o(2, ".padding()")
                o(0, "}"), o(0)

    # ---- files -------------------------------------------------------------------------------
    def file(self, target, module):
        """One file's relative path and text, grown declaration by declaration to about `target` bytes."""
        r = self.rng
        o, body = Out(), Out()
        domain = r.choice(DOMAINS)
        kind = r.choices(("view", "model", "vm", "ext", "support"), (60, 15, 9, 9, 7))[0]
        if not self.models:
            kind = "model"
        elif kind == "ext" and not self.pending_ext:
            kind = "view"
        declared = []
        if kind == "model":
            name = self.model_name(domain)
            sub, fname = "Models", name
            self.models.append(self.model_decl(body, name, domain))
        elif kind == "vm":
            model = r.choice(self.models[-30:])
            name = self.unique(lambda: model.name + r.choice(("List", "Detail", "Feed", "Editor", "")) + "ViewModel")
            sub, fname = "ViewModels", name
            self.vm_decl(body, name, model)
        elif kind == "ext":
            first = self.pending_ext[0][1]
            sub, fname = "Extensions", first + "+" + ("Equatable" if self.pending_ext[0][0] == "view" else "Conformances")
            self.ext_decls(body, max(target - 400, 1))
        elif kind == "support":
            sub, fname = "Services", self.service_decl(body, domain)
        else:
            name = self.view_name(domain)
            sub, fname = "Views", name
            self.view_decl(body, name, r.choice(self.models[-40:]), domain=domain)
            declared = [self.views[-1]] if self.views and self.views[-1].name == name else []
        # Fill up to the target with what such a file holds in real projects.
        weights = {"view": (70, 6, 8, 8, 8), "model": (0, 55, 35, 5, 5), "vm": (0, 5, 45, 10, 40),
                   "ext": (0, 0, 50, 45, 5), "support": (0, 10, 20, 10, 60)}[kind]
        while body.n < target - 500:
            what = r.choices(("view", "model", "modelext", "ext", "service"), weights)[0]
            if what == "view":
                self.view_decl(body, self.view_name(), r.choice(self.models[-40:]), private=r.random() < 0.45, domain=domain)
            elif what == "model":
                self.models.append(self.model_decl(body, self.model_name(domain), domain))
            elif what == "modelext":
                self.model_ext(body, r.choice(self.models[-40:]))
            elif what == "ext" and self.pending_ext:
                self.ext_decls(body, 1200)
            else:
                self.service_decl(body, domain)
        if declared:
            self.preview(body, declared)
        path = f"App/Feature{module}/{sub}/{fname}.swift" if module >= 0 else f"Shared/{sub}/{fname}.swift"
        self.header(o, fname + ".swift", f"Feature{module}" if module >= 0 else "Shared")
        if r.random() < 0.3:
            o(0, f'private let logger = Logger(subsystem: "com.example.app", category: "{domain}")'), o(0)
        return path, "\n".join(o.lines + body.lines) + "\n"


def plan_sizes(rng, files, total):
    """Log-normal file sizes (many small files, a long tail), scaled to sum to `total`."""
    sigma = 0.75
    raw = [min(rng.lognormvariate(0.0, sigma), 12.0) for _ in range(files)]
    scale = total / sum(raw)
    return [max(300, x * scale) for x in raw]


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("outdir")
    ap.add_argument("--mb", type=float, default=40.0, help="total size in MB (10^6 bytes)")
    ap.add_argument("--files", type=int, default=8000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--force", action="store_true", help="write into a non-empty OUTDIR")
    a = ap.parse_args(argv)
    if a.files < 1 or a.mb <= 0:
        ap.error("--files and --mb must be positive")
    if os.path.isdir(a.outdir) and os.listdir(a.outdir) and not a.force:
        ap.error(f"{a.outdir} is not empty (use --force, or remove it)")
    t0 = time.perf_counter()
    rng = random.Random(a.seed)
    gen = Gen(rng, a.files)
    target_total = int(a.mb * 1_000_000)
    sizes = plan_sizes(rng, a.files, target_total)
    written, asked, made, seen = 0, 0.0, set(), set()
    for i, planned in enumerate(sizes):
        remaining_plan = sum(sizes[i:]) if i % 256 == 0 or i == len(sizes) - 1 else remaining_plan
        # Files come out larger than asked (by part of a declaration, and small ones have a floor):
        # ask for less by the ratio seen so far, and spread what the total has left over the rest.
        factor = max(0.05, (target_total - written) / max(1.0, remaining_plan))
        bias = min(3.0, max(0.5, written / asked)) if asked else 1.0
        request = planned * factor / bias
        module = rng.randrange(-1, gen.n_modules) if rng.random() < 0.97 else -1
        path, text = gen.file(request, module)
        asked += request
        remaining_plan -= planned
        while path in seen:
            path = path[:-6] + "+" + str(rng.randrange(10, 99)) + ".swift"
        seen.add(path)
        full = os.path.join(a.outdir, path)
        d = os.path.dirname(full)
        if d not in made:
            os.makedirs(d, exist_ok=True)
            made.add(d)
        data = text.encode("utf-8")
        with open(full, "wb") as f:
            f.write(data)
        written += len(data)
    # The project's root: eqlint finds a project from each path (README, "Use"),
    # and outside a repository the highest folder with a `.eqlint.yml` is the root. Without it,
    # a one-file lint would take the file's own folder for its project.
    with open(os.path.join(a.outdir, ".eqlint.yml"), "w") as f:
        f.write("# The synthetic project's root (scripts/bench/gen_corpus.py); every default applies.\n")
    dt = time.perf_counter() - t0
    print(f"gen_corpus: {a.files} files, {written} bytes ({written / 1e6:.1f} MB) in {a.outdir} "
          f"(seed {a.seed}, {dt:.1f} s)")
    if abs(written - target_total) > 0.05 * target_total:
        print(f"gen_corpus: note: asked for {target_total / 1e6:.1f} MB; files of "
              f"{target_total / a.files:.0f} bytes on average are too small or too large for this content")


if __name__ == "__main__":
    main(sys.argv[1:])
