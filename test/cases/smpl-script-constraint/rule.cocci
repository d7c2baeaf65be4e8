// Script constraints: a Python expression decides whether a binding
// holds.  The constrained metavariable is the script's even when the
// parentheses name nothing; an inherited one is named there (r.e).
@initialize:python@
@@
watched = ['a', 'c']
def is_watched(name):
    return name in watched
def late(p, e):
    return int(p[0].line) > 13 and e != '9'

@r@
expression e;
@@
mark(e);

@@
identifier id : script:python() { is_watched(id) };
@@
- old(id);
+ new(id);

@@
position p : script:python(r.e) { late(p, e) };
expression r.e;
@@
- g(e)@p;
+ h(e);
