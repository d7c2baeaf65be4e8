struct work { int x; };
struct a { struct work w; };
struct b { struct work w; };
void schedule_work(struct work *), schedule_delayed_work(struct work *, int);

void f(struct a *p)
{
	schedule_delayed_work(&p->w, 1);
}

void g(struct a *q, struct b *o)
{
	schedule_delayed_work(&q->w, 0);
	schedule_work(&o->w);
}
