// The manual's grammar, `__attribute__((PARAMSEQ(arg)))`: a `...`
// among a GNU attribute's arguments stands for any of them.  spatch
// 1.1.1 refuses the rule (a parse error at the `...`; cocci-tests'
// attr_std_kwd_fn_removal_spacingfailure, which it fails); cfix reads
// it as the grammar says (docs/rule-language.md).  Before, the `...`
// was compared with the code's words and matched nothing.
@@
identifier f;
@@
- unsigned
+ unsigned long
  __attribute__((...)) f(void) { ... }
