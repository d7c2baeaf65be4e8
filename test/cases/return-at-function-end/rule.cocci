// The end of a function stands for `return;`: code added before a
// `return;` after `...` is added where control falls off the end too,
// before the closing brace.  (The first rule keeps a second run from
// adding again.)
@done@
@@
end();

@r depends on !done@
@@
a();
...
+ end();
return;
