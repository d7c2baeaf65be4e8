// A rule with a typed metavariable is matched on clang's parse, which
// holds the branch of an #ifdef ... #else the configured build
// compiles: here the #else, changed, while the #ifdef branch of an
// unset option is left alone.  spatch 1.1.1 reads every preprocessor
// branch and removes line 12 too (a cfix choice, docs/coccicheck.md:
// api/platform_get_irq at drivers/edac/altera_edac.c:2197, in the
// #else of CONFIG_64BIT, which the x86 build sets; cfix's own parse,
// which types nothing, keeps the first branch).
@@
struct platform_device *E;
expression ret;
@@
  ret = platform_get_irq(E, ...);
  if (ret < 0) {
-	dev_err(...);
	...
  }
