/*
 * attributes.h: `attribute a;` metavariables among a declarator's own
 * tokens (attributes.c).
 */
#ifndef CFIX_MATCH_ATTRIBUTES_H
#define CFIX_MATCH_ATTRIBUTES_H

#include "state.h"
#include "type_words.h"

/* Does one of pattern tokens ptoks[0..np) stand for an attribute
 * metavariable? */
bool cfix__match_has_attribute_metavar(const struct matcher *m,
				       const uint32_t *ptoks, uint32_t np);

/* Maps pattern tokens ptoks to source tokens stoks (from[i]: where
 * stoks[i]'s match starts), an attribute metavariable taking one
 * attribute of the source (a name the rule declares `attribute name`).
 * False when they differ. */
bool cfix__match_attribute_tokens(struct matcher *m, const uint32_t *ptoks,
				  uint32_t np, const uint32_t *stoks,
				  const uint32_t *from, uint32_t ns);

/* Is source token stok a name a rule of the file declares `attribute
 * name`? */
bool cfix__match_is_attribute_name(const struct matcher *m, uint32_t stok);

/* clang's view ends a parameter at its name: `int q __nocast` and
 * `int q __attribute__((unused))` leave the attribute after the node.
 * Maps the pattern's own tokens, the last np - ns of them attributes
 * (names the rule declares, `__attribute__((...))` groups), to the
 * source's own tokens and those right after source token last.  False
 * when they differ. */
bool cfix__match_trailing_attributes(struct matcher *m, const uint32_t *ptoks,
				     uint32_t np, const uint32_t *stoks,
				     uint32_t ns, uint32_t last);

/* Is decl a declarator that declares a variable?  Not in `struct s {
 * ... } __endattr;`, whose name the rule declares `attribute name`: the
 * struct's end attribute to spatch. */
bool cfix__match_declares_variable(const struct matcher *m,
				   const struct cfix_node *decl);

/* The declaration around source record rec when something stands
 * between the record and its ';' and its declarators are all such end
 * variables (or there are none: `} __attribute__((packed));`, a macro
 * clang expands to an attribute), else NULL. */
const struct cfix_node *cfix__match_end_attributes(const struct matcher *m,
						   const struct cfix_node *rec);

/* `- struct s { ... };` against `struct s { ... } __endattr;`: the
 * rule's ';' stands for the end attributes and the ';' after source
 * record src. */
void cfix__match_map_end_attributes(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src);

/* Do type words w[0..n) hold a `...` among an attribute's arguments
 * (`aarg(...) int`: SmPL's attribute `AttributeId(PARAMSEQ(arg))`)? */
bool cfix__match_type_args_dots(const struct matcher *m, const uint32_t *w,
				uint32_t n);

/* Type words w[0..n) in order against source tokens first..last, such
 * a `...` standing for any arguments; maps them.  False when they
 * differ. */
bool cfix__match_type_words_dots(struct matcher *m, const uint32_t *w,
				 uint32_t n, uint32_t first, uint32_t last);

/* A function's return type the rule writes as declared attribute names
 * alone, w[0..n), against the code's type words first..last: each found
 * in order, whatever type stands around them; maps them.  False when
 * they are not all attribute names or not all found. */
bool cfix__match_attributes_only(struct matcher *m, const uint32_t *w,
				 uint32_t n, uint32_t first, uint32_t last);

/* spatch's parser drops a declared attribute name between a parameter's
 * type and its function pointer declarator: `T __attr (*y) (int)` is
 * `T (*y) (int)` to spatch 1.1.1 (after a parameter's name it is kept).
 * Removes such words (cfix__rule_fnptr_attribute()) from a type
 * pattern's words, mapping them to no source token; returns how many
 * it removed. */
uint32_t cfix__match_drop_fnptr_attributes(struct matcher *m,
					   index_array *words);

#endif
