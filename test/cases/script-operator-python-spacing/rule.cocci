// Python's string of a binary or assignment operator holds the white
// space and comments spatch 1.1.1 attaches to the operator's token,
// each piece (a run of blanks, a line break with the indentation after
// it, a comment) one space apart from the next (python/pycocci_aux.ml,
// caller: comments before, the token, comments after); OCaml's string
// is the operator alone.
@r@
binary operator bop;
assignment operator aop;
expression a, b, c;
position p;
@@
 c aop@p a bop b

@script:python@
bop << r.bop;
aop << r.aop;
p << r.p;
@@
print("py %s: [%s] [%s]" % (p[0].line, bop, aop))

@script:ocaml@
bop << r.bop;
aop << r.aop;
p << r.p;
@@
Printf.printf "ml %d: [%s] [%s]\n" (List.hd p).line bop aop
