/*
 * C's integer promotions and usual arithmetic conversions on type text,
 * for the candidate pass's typing (own_types.c): only where the answer
 * is the same on every target clang builds for.
 */
#ifndef CFIX_MATCH_OWN_ARITH_H
#define CFIX_MATCH_OWN_ARITH_H

/* The type the integer promotions give canon (a canonical type in C's
 * own words, normalized: "unsigned char", "signed int"): "int",
 * "unsigned int", "long", ... (static text); NULL where canon is no
 * integer type, or where its promotion depends on the target (an
 * unsigned short is an int where int is wider than short). */
const char *cfix__own_promoted(const char *canon);

/* The type of `a op b` for an arithmetic or bitwise op (`+`, `-`, `*`,
 * `/`, `%`, `&`, `|`, `^`) of operands of canonical types a and b,
 * after the usual arithmetic conversions (static text); NULL where
 * either is no certain integer type, or where the answer depends on
 * the target (a long against an unsigned int). */
const char *cfix__own_arith(const char *a, const char *b);

#endif
