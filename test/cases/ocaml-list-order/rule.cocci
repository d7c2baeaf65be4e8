// An initializer list bound as "(_, v) << r.v" (spatch: its Ast_c
// tree, each token numbered by its place in the list): sorted with
// List.sort compare, two lists are equal only with the same elements
// in the same order (api/check_bq27xxx_data's bq27530/bq27545_props).
@a@
identifier x;
initializer list vx;
position p;
@@
int x@p[] = { vx, };

@b@
identifier y;
initializer list vy;
@@
int y[] = { vy, };

@script:ocaml@
(_,vx) << a.vx;
(_,vy) << b.vy;
x << a.x;
y << b.y;
p << a.p;
@@
if x < y && List.sort compare vx = List.sort compare vy then
  Printf.printf "%s:%d: %s and %s are identical (%d elements)\n"
    (List.hd p).file (List.hd p).line x y (List.length vx)
