#!/usr/bin/env python3
"""Writes a cfix rule file in the form spatch 1.1.1 parses: cfix knows
typedef-like names (`u8 E;`, `__le16 E;`, `*_t`) without a `typedef`
line, spatch needs `typedef u8;` in the metavariable declarations (and
knows the C library's `size_t`-like names, rejecting a typedef line for
them).  usage: spatch-typedefs.py RULE.cocci > OUT.cocci"""
import re
import sys

C_TYPES = {"char", "short", "int", "long", "unsigned", "signed", "float",
           "double", "void", "struct", "union", "enum", "const", "volatile",
           "_Bool"}
KINDS = {"expression", "identifier", "constant", "type", "typedef",
         "statement", "position", "symbol", "idexpression", "declarer",
         "iterator", "binary", "unary", "fresh", "local", "global",
         "parameter", "field", "declaration", "initializer", "format",
         "attribute", "virtual", "assignment", "operator", "comments",
         "function", "list", "struct"}
SPATCH_KNOWS = {"size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t",
                "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
                "uint16_t", "uint32_t", "uint64_t", "bool"}

lines = open(sys.argv[1]).read().split("\n")
out, in_decls, names, start = [], False, [], 0
for line in lines:
    if re.match(r"^@.*@$", line) and not in_decls:
        in_decls, names = True, []
        out.append(line)
        start = len(out)
        continue
    if in_decls and line.strip() == "@@":
        typedefs = ["typedef %s;" % n for n in dict.fromkeys(names)
                    if n not in SPATCH_KNOWS]
        out[start:start] = typedefs
        in_decls = False
        out.append(line)
        continue
    if in_decls:
        t = re.match(r"^\s*typedef\s+(\w+)\s*;", line)
        if t:
            names.append(t.group(1))
            continue
        m = re.match(r"^\s*([A-Za-z_]\w*)\b", line)
        if m and m.group(1) not in C_TYPES | KINDS | SPATCH_KNOWS:
            names.append(m.group(1))
    out.append(line)
sys.stdout.write("\n".join(out))
