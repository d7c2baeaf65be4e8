// GNU's old min and max operators (gone from GCC 4.3), which spatch's
// C and SmPL parsers take: `<?` and `>?` bind as `*` does, `<?=` and
// `>?=` assign.  cfix's own parser reads such a file (clang cannot)
@@
expression x, y;
@@
- x <?= y
+ x = lower(x, y)

@@
expression x, y;
@@
- x >? y
+ upper(x, y)
