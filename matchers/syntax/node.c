/*
 * The node model shared by C files' views and rule patterns: creation,
 * classification and a stable S-expression dump for tests.
 */
#include "syntax.h"

#include <string.h>

static const char *const kind_names[CFIX_NODE_KIND_COUNT] = {
	[CFIX_NODE_NONE] = "none",
	[CFIX_NODE_IDENT] = "ident",
	[CFIX_NODE_NUMBER] = "number",
	[CFIX_NODE_CHAR] = "char",
	[CFIX_NODE_STRING] = "string",
	[CFIX_NODE_PAREN] = "paren",
	[CFIX_NODE_UNARY] = "unary",
	[CFIX_NODE_POSTFIX] = "postfix",
	[CFIX_NODE_BINARY] = "binary",
	[CFIX_NODE_ASSIGN] = "assign",
	[CFIX_NODE_COND] = "cond",
	[CFIX_NODE_CALL] = "call",
	[CFIX_NODE_MEMBER] = "member",
	[CFIX_NODE_INDEX] = "index",
	[CFIX_NODE_CAST] = "cast",
	[CFIX_NODE_SIZEOF] = "sizeof",
	[CFIX_NODE_COMPOUND_LIT] = "compound-literal",
	[CFIX_NODE_INIT_LIST] = "init-list",
	[CFIX_NODE_DESIGNATOR] = "designator",
	[CFIX_NODE_STMT_EXPR] = "stmt-expr",
	[CFIX_NODE_TYPE] = "type",
	[CFIX_NODE_EXPR_STMT] = "expr-stmt",
	[CFIX_NODE_NULL_STMT] = "null-stmt",
	[CFIX_NODE_COMPOUND] = "compound",
	[CFIX_NODE_IF] = "if",
	[CFIX_NODE_WHILE] = "while",
	[CFIX_NODE_DO] = "do",
	[CFIX_NODE_FOR] = "for",
	[CFIX_NODE_SWITCH] = "switch",
	[CFIX_NODE_CASE] = "case",
	[CFIX_NODE_DEFAULT] = "default",
	[CFIX_NODE_BREAK] = "break",
	[CFIX_NODE_CONTINUE] = "continue",
	[CFIX_NODE_RETURN] = "return",
	[CFIX_NODE_GOTO] = "goto",
	[CFIX_NODE_LABEL] = "label",
	[CFIX_NODE_ITERATOR] = "iterator",
	[CFIX_NODE_DECL] = "decl",
	[CFIX_NODE_DECLARATOR] = "declarator",
	[CFIX_NODE_FUNCTION] = "function",
	[CFIX_NODE_PARAMS] = "params",
	[CFIX_NODE_PARAM] = "param",
	[CFIX_NODE_RECORD] = "record",
	[CFIX_NODE_TRANSLATION_UNIT] = "unit",
	[CFIX_NODE_UNKNOWN] = "unknown",
	[CFIX_NODE_DOTS] = "dots",
	[CFIX_NODE_DISJ] = "disj",
	[CFIX_NODE_NEST] = "nest",
	[CFIX_NODE_WHEN] = "when",
};

const char *cfix_node_kind_name(enum cfix_node_kind kind)
{
	if (kind >= CFIX_NODE_KIND_COUNT || !kind_names[kind])
		return "?";
	return kind_names[kind];
}

bool cfix_node_is_bare_return(const struct cfix_node *node)
{
	if (!node || node->kind != CFIX_NODE_RETURN)
		return false;
	if (node->last == node->first + 1)
		return true;	/* return; */
	return node->nkids == 1 && node->kids[0] &&
	       node->kids[0]->kind == CFIX_NODE_DOTS &&
	       node->last == node->first + 2;
}

bool cfix_node_is_expr(const struct cfix_node *node)
{
	return node && node->kind >= CFIX_NODE_IDENT &&
	       node->kind <= CFIX_NODE_STMT_EXPR;
}

/*
 * Is this IDENT a name in a place no expression stands (a member name, a
 * declared name, a label)?  Expression patterns skip those
 * (`c` does not match the `c` of `a->c`); identifier metavariables
 * inside a pattern still reach them through their parent.
 */
bool cfix_node_is_name(const struct cfix_node *src)
{
	const struct cfix_node *parent = src->parent;

	if (src->kind != CFIX_NODE_IDENT || !parent)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_MEMBER:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_DESIGNATOR:
		return parent->kids[0] == src && !strcmp(parent->op ? parent->op : ".", ".");
	case CFIX_NODE_DECLARATOR:	/* not kid2, the initializer */
	case CFIX_NODE_FUNCTION:
	case CFIX_NODE_PARAM:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_GOTO:
	case CFIX_NODE_LABEL:
		return parent->kids[0] == src;
	case CFIX_NODE_RECORD:
		return true;
	default:
		return false;
	}
}

uint32_t cfix_node_kid_index(const struct cfix_node *parent,
			     const struct cfix_node *kid)
{
	for (uint32_t i = 0; i < parent->nkids; i++)
		if (parent->kids[i] == kid)
			return i;
	return parent->nkids;
}

bool cfix_node_is_stmt(const struct cfix_node *node)
{
	if (!node)
		return false;
	if (node->kind == CFIX_NODE_DECL || node->kind == CFIX_NODE_UNKNOWN)
		return true;
	return node->kind >= CFIX_NODE_EXPR_STMT &&
	       node->kind <= CFIX_NODE_ITERATOR;
}

bool cfix_node_is_branch(const struct cfix_node *stmt,
			 enum cfix_branch_flags flags)
{
	const struct cfix_node *parent = stmt ? stmt->parent : NULL;

	if (!parent)
		return false;
	if ((flags & CFIX_BRANCH_UNBRACED) && stmt->kind == CFIX_NODE_COMPOUND)
		return false;
	if ((flags & CFIX_BRANCH_STMT) &&
	    (!cfix_node_is_stmt(stmt) || stmt->kind == CFIX_NODE_DECL))
		return false;
	switch (parent->kind) {
	case CFIX_NODE_IF:
		return parent->kids[0] != stmt;
	case CFIX_NODE_WHILE:
	case CFIX_NODE_ITERATOR:
		return parent->nkids > 1 && parent->kids[1] == stmt;
	case CFIX_NODE_DO:
		return parent->kids[0] == stmt;
	case CFIX_NODE_FOR:
		return parent->nkids > 3 && parent->kids[3] == stmt;
	default:
		return false;
	}
}

bool cfix_node_is_open_init_list(const struct cfix_node *pat)
{
	bool keyed = false;

	if (pat->kind != CFIX_NODE_INIT_LIST)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++) {
		const struct cfix_node *kid = pat->kids[i];

		if (kid && kid->kind == CFIX_NODE_DOTS)
			return false;	/* the dots say where more may be */
		keyed |= kid && kid->kind == CFIX_NODE_DESIGNATOR && kid->op &&
			 !strcmp(kid->op, ".");
	}
	return keyed || pat->nkids == 0;
}

struct cfix_node *cfix_node_new(struct cfix_arena *arena,
				enum cfix_node_kind kind, uint32_t nkids)
{
	struct cfix_node *node = cfix_arena_alloc(arena, sizeof(*node));

	node->kind = kind;
	node->metavar = -1;
	node->first = 1;
	node->last = 0;
	node->nkids = nkids;
	if (nkids)
		node->kids = cfix_arena_alloc(arena, nkids * sizeof(*node->kids));
	return node;
}

void cfix_node_add(struct cfix_arena *arena, struct cfix_node *node,
		   struct cfix_node *kid)
{
	struct cfix_node **kids;
	uint32_t n = node->nkids;

	/* Capacity doubles at powers of two; arena memory is never freed. */
	if (n == 0 || (n & (n - 1)) == 0) {
		kids = cfix_arena_alloc(arena, (n ? 2 * n : 1) * sizeof(*kids));
		if (n)
			memcpy(kids, node->kids, n * sizeof(*kids));
		node->kids = kids;
	}
	node->kids[node->nkids++] = kid;
	if (kid)
		kid->parent = node;
}

void cfix_node_flag_tree(struct cfix_node *node, uint16_t flags)
{
	if (!node)
		return;
	node->flags |= flags;
	for (uint32_t i = 0; i < node->nkids; i++)
		cfix_node_flag_tree(node->kids[i], flags);
}

void cfix_node_link_parents(struct cfix_node *root)
{
	for (uint32_t i = 0; root && i < root->nkids; i++) {
		if (!root->kids[i])
			continue;
		root->kids[i]->parent = root;
		cfix_node_link_parents(root->kids[i]);
	}
}

static void dump(const struct cfix_node *node, const struct cfix_token *toks,
		 struct cfix_buf *out, int depth)
{
	if (!node) {
		cfix_buf_adds(out, "()");
		return;
	}
	cfix_buf_addf(out, "(%s", cfix_node_kind_name(node->kind));
	if (node->op)
		cfix_buf_addf(out, " op=%s", node->op);
	if (node->text)
		cfix_buf_addf(out, " '%s'", node->text);
	if (node->metavar >= 0)
		cfix_buf_addf(out, " mv=%d", node->metavar);
	if (node->type)
		cfix_buf_addf(out, " : %s", node->type);
	if (node->flags & CFIX_NODEF_CONSTANT)
		cfix_buf_adds(out, " const");
	if (node->flags & CFIX_NODEF_MACRO)
		cfix_buf_adds(out, " macro");
	if (node->flags & CFIX_NODEF_MACRO_USE)
		cfix_buf_adds(out, " macro-use");
	if (toks && node->first <= node->last)
		cfix_buf_addf(out, " @%u:%u", toks[node->first].line,
			      toks[node->first].col);
	for (uint32_t i = 0; i < node->nkids; i++) {
		cfix_buf_addf(out, "\n%*s", 2 * (depth + 1), "");
		dump(node->kids[i], toks, out, depth + 1);
	}
	cfix_buf_addch(out, ')');
}

void cfix_node_dump(const struct cfix_node *node,
		    const struct cfix_token *toks, struct cfix_buf *out)
{
	dump(node, toks, out, 0);
	cfix_buf_addch(out, '\n');
}

bool cfix_node_is_ifdef_chain(const struct cfix_node *node)
{
	return node && (node->kind == CFIX_NODE_IF ||
			node->kind == CFIX_NODE_COMPOUND) &&
	       node->op && !strcmp(node->op, "#if");
}
