// fresh identifier seeded by a Python expression over a metavariable
// of the rule above (r.f) and one of its own (e); spatch 1.1.1 needs
// Python started by a script rule before a seed's runs
@initialize:python@
@@
pass

@r@
identifier f;
@@
 f(...) { ... }

@@
identifier r.f;
expression e;
fresh identifier n = script:python(f, e) { f + "_" + e.upper() };
@@
 f(...) { <...
- log_it(e);
+ n();
 ...> }
