/* pcre2's tables: an initializer of string macros side by side
 * (pcre2_internal.h: #define STRING_pla0 STR_p STR_l STR_a "\0") */
static const char alasnames[] =
  STRING_pla0
  STRING_plb0
  STRING_napla0;

static const char *const globpunct =
  STR_EXCLAMATION_MARK STR_QUOTATION_MARK STR_NUMBER_SIGN;

static const char *const mixed = STR_A "b" STR_C;

static const char *const one = STR_A;
