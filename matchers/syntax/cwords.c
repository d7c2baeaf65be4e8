/*
 * cwords.c: the tables of C words cfix's lexer, own parser and front
 * ends read (and the layers above may): C's keywords, the words of
 * declaration specifiers (type specifiers, qualifiers, storage classes,
 * tags, typeof, attributes, asm), sizeof's spellings, statement
 * keywords, Linux's annotation macros and the type names cfix knows
 * without a declaration.
 *
 * Design decision: one home for these lists, so the lexer, the parser
 * and the front ends cannot drift apart on what a word is.  Each table
 * is NULL-terminated (test a word with cfix__is_word_in()) except
 * keywords[], which is sorted for cfix_is_c_keyword()'s binary search.
 */
#define _GNU_SOURCE	/* memmem */
#include "syntax.h"

#include <string.h>

/* Is text one of the NULL-terminated words? */
bool cfix__is_word_in(const char *text, const char *const *words)
{
	for (int i = 0; words[i]; i++)
		if (!strcmp(text, words[i]))
			return true;
	return false;
}

/* Can c (a byte) stand in a name?  GNU's '$' and any byte of a UTF-8
 * sequence can, as in the lexers. */
static bool name_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '$' || c >= 0x80;
}

/* The first place in text[0, len) from `from` on where word[0, wlen)
 * stands as a whole word (no name byte either side), or NULL. */
const char *cfix__find_word(const char *text, size_t len, const char *from,
			    const char *word, size_t wlen)
{
	const char *end = text + len;

	while (wlen && from < end) {
		const char *hit = memmem(from, (size_t)(end - from), word, wlen);

		if (!hit)
			return NULL;
		if ((hit == text || !name_byte((unsigned char)hit[-1])) &&
		    (hit + wlen == end || !name_byte((unsigned char)hit[wlen])))
			return hit;
		from = hit + 1;
	}
	return NULL;
}

/* ---- keywords ------------------------------------------------------------ */

static const char *const keywords[] = {
	"_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic",
	"_Imaginary", "_Noreturn", "_Static_assert", "_Thread_local",
	"__alignof", "__alignof__", "__asm", "__asm__", "__attribute",
	"__attribute__", "__auto_type", "__complex__",
	"__const", "__const__", "__extension__", "__imag__", "__inline",
	"__inline__", "__int128", "__label__", "__real__", "__restrict",
	"__restrict__", "__signed", "__signed__", "__thread", "__typeof",
	"__typeof__", "__volatile", "__volatile__", "alignas", "alignof",
	"asm", "auto", "bool", "break", "case", "char", "const", "continue",
	"default", "do", "double", "else", "enum", "extern", "float", "for",
	"goto", "if", "inline", "int", "long", "register", "restrict",
	"return", "short", "signed", "sizeof", "static", "static_assert",
	"struct", "switch", "thread_local", "typedef", "typeof",
	"typeof_unqual", "union", "unsigned", "void", "volatile", "while",
};

bool cfix_is_c_keyword(const char *word)
{
	size_t lo = 0, hi = sizeof(keywords) / sizeof(keywords[0]);

	if (!word)
		return false;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int cmp = strcmp(word, keywords[mid]);

		if (cmp == 0)
			return true;
		if (cmp < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return false;
}

/* ---- declaration specifiers ---------------------------------------------- */

const char *const cfix_type_specifier_words[] = {
	"void", "char", "short", "int", "long", "float", "double", "signed",
	"unsigned", "_Bool", "bool", "_Complex", "__complex__", "__int128",
	"__signed", "__signed__", "_Imaginary", "__auto_type", NULL,
};
const char *const cfix_qualifier_words[] = {
	"const", "volatile", "restrict", "__const", "__const__", "__volatile",
	"__volatile__", "__restrict", "__restrict__", "_Atomic", NULL,
};
const char *const cfix_common_qualifier_words[] = {
	"const", "volatile", "restrict", "__restrict", NULL,
};
const char *const cfix_storage_words[] = {
	"static", "extern", "typedef", "register", "auto", "inline",
	"__inline", "__inline__", "_Noreturn", "_Thread_local", "__thread",
	"thread_local", "__extension__", NULL,
};
const char *const cfix_tag_words[] = { "struct", "union", "enum", NULL };
const char *const cfix_typeof_words[] = {
	"typeof", "__typeof", "__typeof__", "typeof_unqual", NULL,
};
const char *const cfix_attribute_words[] = {
	"__attribute__", "__attribute", "__declspec", "_Alignas", "alignas",
	NULL,
};
const char *const cfix_asm_words[] = { "asm", "__asm", "__asm__", NULL };
const char *const cfix_sizeof_words[] = {
	"sizeof", "_Alignof", "__alignof__", "__alignof", "alignof", NULL,
};

/* ---- statements and annotations ------------------------------------------ */

const char *const cfix_annotation_words[] = {
	"__always_inline", "__always_unused", "__bitwise", "__cacheline_aligned",
	"__cacheline_aligned_in_smp", "__cold", "__deprecated", "__exit",
	"__force", "__hot", "__init", "__initconst", "__initdata",
	"__iomem", "__kprobes", "__latent_entropy", "__maybe_unused",
	"__must_check", "__noclone", "__nocast", "__noreturn", "__packed",
	"__percpu", "__private", "__pure", "__randomize_layout", "__rcu",
	"__read_mostly", "__ref", "__refdata", "__ro_after_init", "__sched",
	"__used", "__user", "__visible", "__weak", "asmlinkage", "noinline",
	"nokprobe_inline", "notrace", NULL,
};
bool cfix_word_is_annotation(const char *word)
{
	for (size_t i = 0; cfix_annotation_words[i]; i++)
		if (!strcmp(word, cfix_annotation_words[i]))
			return true;
	return false;
}

const char *const cfix_stmt_words[] = {
	"if", "for", "while", "do", "switch", "return", "break", "continue",
	"goto", "case", "default", NULL,
};

/* ---- names cfix knows as types ------------------------------------------- */

/* The kernel's and C's integer and fixed-width names that end in no
 * `_t`. */
const char *const cfix_known_type_names[] = {
	"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64",
	"__u8", "__u16", "__u32", "__u64", "__s8", "__s16", "__s32", "__s64",
	"__le16", "__le32", "__le64", "__be16", "__be32", "__be64",
	"__sum16", "__wsum", "bool", "_Bool", "FILE", NULL
};

/* ---- words a type pattern need not spell ---------------------------------- */

const char *const cfix_type_extra_words[] = {
	"static", "extern", "inline", "register", "auto", "const",
	"volatile", "__inline", "__inline__", "typedef", NULL,
};
