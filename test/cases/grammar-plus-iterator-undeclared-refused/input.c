struct n { struct n *next; };
void h(struct n *H) { struct n *p; for (p = H; p; p = p->next) g(p); }
