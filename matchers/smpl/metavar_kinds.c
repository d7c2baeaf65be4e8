/*
 * metavar_kinds.c: the one table of metavariable kinds.  A row per kind
 * says how dumps name it and what it stands for; a row per declaration
 * says which keywords declare which kind and how the names after them
 * are read.  declarations.c, the dumps (ruleset.c), prototypes.c and
 * cfix__is_list_kind() read these tables; the matcher (match/) still
 * decides what each kind matches in its own switch statements.
 *
 * Declarations are a table of their own because keywords and kinds are
 * not one to one: "parameter" declares a parameter list of one,
 * "initializer" an expression (marked: it also matches a braced list),
 * "iterator name" a symbol.
 */
#include "smpl.h"

#include <string.h>

static const struct cfix_mv_kind_info kinds[] = {
	[CFIX_MV_EXPRESSION] = { .name = "expression" },
	[CFIX_MV_IDEXPRESSION] = { .name = "idexpression" },
	[CFIX_MV_IDENTIFIER] = { .name = "identifier", .prototype = true },
	[CFIX_MV_CONSTANT] = { .name = "constant" },
	[CFIX_MV_TYPE] = { .name = "type", .prototype = true },
	[CFIX_MV_STATEMENT] = { .name = "statement" },
	[CFIX_MV_BINOP] = { .name = "binary operator" },
	[CFIX_MV_EXPRESSION_LIST] = { .name = "expression list", .list = true },
	[CFIX_MV_POSITION] = { .name = "position", .place = true },
	[CFIX_MV_SYMBOL] = { .name = "symbol", .prototype = true },
	[CFIX_MV_TYPEDEF] = { .name = "typedef" },
	[CFIX_MV_FRESH] = { .name = "fresh identifier" },
	[CFIX_MV_PARAMETER_LIST] = { .name = "parameter list", .list = true,
				     .prototype = true },
	[CFIX_MV_IDENTIFIER_LIST] = { .name = "identifier list", .list = true },
	[CFIX_MV_DECLARATION] = { .name = "declaration" },
	[CFIX_MV_ITERATOR] = { .name = "iterator" },
	[CFIX_MV_ASSIGNOP] = { .name = "assignment operator" },
	[CFIX_MV_FIELD_LIST] = { .name = "field list", .list = true },
	[CFIX_MV_INIT_LIST] = { .name = "initializer list", .list = true },
	[CFIX_MV_LIST_LENGTH] = { .name = "list length" },
	/* not .list: it binds a whole block's statements, never a run
	 * among other elements (match/flow.c's cfix__match_block()) */
	[CFIX_MV_STATEMENT_LIST] = { .name = "statement list" },
	[CFIX_MV_METAVARIABLE] = { .name = "metavariable" },
	/* in string literals only: "%@f@" (match/format.c) */
	[CFIX_MV_FORMAT] = { .name = "format" },
	[CFIX_MV_FORMAT_LIST] = { .name = "format list" },
	[CFIX_MV_DECLARER] = { .name = "declarer" },
	[CFIX_MV_ATTRIBUTE] = { .name = "attribute" },
	[CFIX_MV_COMMENTS] = { .name = "comments", .place = true },
	/* on #pragma lines only (smpl/directives.c) */
	[CFIX_MV_PRAGMAINFO] = { .name = "pragmainfo" },
};

_Static_assert(sizeof(kinds) / sizeof(kinds[0]) == CFIX_MV_KIND_COUNT,
	       "a row of kinds[] per enum cfix_mv_kind");

/*
 * Longer spellings before their prefixes ("expression list" before
 * "expression"): the first row whose words all follow is taken.
 */
static const struct cfix_mv_decl decls[] = {
	{ "expression list", CFIX_MV_EXPRESSION_LIST, CFIX_MV_DECL_LIST, 0 },
	{ "expression", CFIX_MV_EXPRESSION, CFIX_MV_DECL_TYPED, 0 },
	{ "constant", CFIX_MV_CONSTANT, CFIX_MV_DECL_TYPED, 0 },
	{ "idexpression", CFIX_MV_IDEXPRESSION, CFIX_MV_DECL_TYPED, 0 },
	{ "identifier list", CFIX_MV_IDENTIFIER_LIST, CFIX_MV_DECL_LIST, 0 },
	{ "identifier", CFIX_MV_IDENTIFIER, CFIX_MV_DECL_NAMES, 0 },
	{ "parameter list", CFIX_MV_PARAMETER_LIST, CFIX_MV_DECL_LIST, 0 },
	{ "parameter", CFIX_MV_PARAMETER_LIST, CFIX_MV_DECL_ONE, 0 },
	/* "statement list [3] S;": spatch takes a length here too, though
	 * the grammar shows none */
	{ "statement list", CFIX_MV_STATEMENT_LIST, CFIX_MV_DECL_LIST, 0 },
	{ "statement", CFIX_MV_STATEMENT, CFIX_MV_DECL_NAMES, 0 },
	{ "declaration", CFIX_MV_DECLARATION, CFIX_MV_DECL_NAMES, 0 },
	{ "type", CFIX_MV_TYPE, CFIX_MV_DECL_NAMES, 0 },
	{ "binary operator", CFIX_MV_BINOP, CFIX_MV_DECL_NAMES, 0 },
	{ "assignment operator", CFIX_MV_ASSIGNOP, CFIX_MV_DECL_NAMES, 0 },
	{ "position any", CFIX_MV_POSITION, CFIX_MV_DECL_NAMES, 0 },
	{ "position", CFIX_MV_POSITION, CFIX_MV_DECL_NAMES, 0 },
	{ "comments", CFIX_MV_COMMENTS, CFIX_MV_DECL_NAMES, 0 },
	{ "symbol", CFIX_MV_SYMBOL, CFIX_MV_DECL_NAMES, 0 },
	{ "typedef", CFIX_MV_TYPEDEF, CFIX_MV_DECL_NAMES, 0 },
	{ "iterator name", CFIX_MV_SYMBOL, CFIX_MV_DECL_NAMES,
	  CFIX_MV_DECL_ITERATOR_NAME },
	{ "declarer name", CFIX_MV_SYMBOL, CFIX_MV_DECL_NAMES,
	  CFIX_MV_DECL_DECLARER_NAME },
	{ "declarer", CFIX_MV_DECLARER, CFIX_MV_DECL_NAMES, 0 },
	/* a name spelled in the rule's code as an attribute (__init) */
	{ "attribute name", CFIX_MV_SYMBOL, CFIX_MV_DECL_NAMES,
	  CFIX_MV_DECL_ATTRIBUTE_NAME },
	{ "attribute", CFIX_MV_ATTRIBUTE, CFIX_MV_DECL_NAMES, 0 },
	{ "iterator", CFIX_MV_ITERATOR, CFIX_MV_DECL_NAMES, 0 },
	{ "pragmainfo", CFIX_MV_PRAGMAINFO, CFIX_MV_DECL_NAMES, 0 },
	{ "fresh identifier", CFIX_MV_FRESH, CFIX_MV_DECL_FRESH, 0 },
	{ "metavariable", CFIX_MV_METAVARIABLE, CFIX_MV_DECL_NAMES, 0 },
	{ "format list", CFIX_MV_FORMAT_LIST, CFIX_MV_DECL_LIST, 0 },
	{ "format", CFIX_MV_FORMAT, CFIX_MV_DECL_NAMES, 0 },
	{ "field list", CFIX_MV_FIELD_LIST, CFIX_MV_DECL_LIST, 0 },
	{ "field", CFIX_MV_FIELD_LIST, CFIX_MV_DECL_ONE, 0 },
	{ "initializer list", CFIX_MV_INIT_LIST, CFIX_MV_DECL_LIST, 0 },
	{ "initialiser list", CFIX_MV_INIT_LIST, CFIX_MV_DECL_LIST, 0 },
	/* an expression or a braced list where an initializer stands:
	 * an expression metavariable that also matches the braced list
	 * (match/bindings.c's kind_fits()) */
	{ "initializer", CFIX_MV_EXPRESSION, CFIX_MV_DECL_NAMES,
	  CFIX_MV_DECL_INITIALIZER },
	{ "initialiser", CFIX_MV_EXPRESSION, CFIX_MV_DECL_NAMES,
	  CFIX_MV_DECL_INITIALIZER },
	/* a definition the pattern matches is the file's own function:
	 * `local` holds, and the name is an identifier (body.c's
	 * check_function_names() refuses other uses) */
	{ "function", CFIX_MV_IDENTIFIER, CFIX_MV_DECL_NAMES,
	  CFIX_MV_DECL_FUNCTION_NAME },
	{ "local function", CFIX_MV_IDENTIFIER, CFIX_MV_DECL_NAMES,
	  CFIX_MV_DECL_FUNCTION_NAME },
	{ "local idexpression", CFIX_MV_IDEXPRESSION, CFIX_MV_DECL_LOCAL, 0 },
	{ "global idexpression", CFIX_MV_IDEXPRESSION, CFIX_MV_DECL_GLOBAL, 0 },
	{ .words = NULL },
};

const struct cfix_mv_kind_info *cfix__mv_kind_info(enum cfix_mv_kind kind)
{
	CFIX_ASSERT((unsigned)kind < CFIX_MV_KIND_COUNT);
	return &kinds[kind];
}

const char *cfix__mv_kind_name(enum cfix_mv_kind kind)
{
	return cfix__mv_kind_info(kind)->name;
}

bool cfix__is_list_kind(enum cfix_mv_kind kind)
{
	return cfix__mv_kind_info(kind)->list;
}

bool cfix__is_place_kind(enum cfix_mv_kind kind)
{
	return cfix__mv_kind_info(kind)->place;
}

const struct cfix_mv_decl *cfix__mv_decl_at(int index)
{
	return index >= 0 && decls[index].words ? &decls[index] : NULL;
}

/* Do words (space separated) spell t[i], t[i + 1], ...?  *len gets how
 * many tokens they take. */
static bool spells(const char *words, const struct cfix_token *t,
		   uint32_t n, uint32_t i, uint32_t *len)
{
	*len = 0;
	while (*words) {
		size_t word = strcspn(words, " ");

		if (i + *len >= n ||
		    strlen(t[i + *len].text) != word ||
		    strncmp(t[i + *len].text, words, word))
			return false;
		++*len;
		words += word;
		words += *words == ' ';
	}
	return true;
}

const struct cfix_mv_decl *cfix__mv_decl_find(const struct cfix_token *t,
					      uint32_t n, uint32_t *i)
{
	uint32_t len;

	for (const struct cfix_mv_decl *d = decls; d->words; d++) {
		if (spells(d->words, t, n, *i, &len)) {
			*i += len;
			return d;
		}
	}
	return NULL;
}
