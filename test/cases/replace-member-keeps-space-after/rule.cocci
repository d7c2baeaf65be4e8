// a member access replaced by a call on its base: the space after it,
// outside the match, stays (git's commit.cocci: c->generation)
@@
struct node *n;
@@
- n->depth
+ node_depth(n)
