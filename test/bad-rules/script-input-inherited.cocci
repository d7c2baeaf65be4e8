// spatch 1.1.1: "scriptmeta: semantic error: bad rule second or bad
// variable e" at line 13: second inherits e from first and binds only
// its own metavariables
@first@
expression e;
@@
lock(e);

@second@
expression first.e;
@@
unlock(e);

@script:python@
v << second.e;
@@
print(v)
