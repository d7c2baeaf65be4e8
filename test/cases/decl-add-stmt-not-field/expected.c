struct point {
	int x;
	int y;
};

int total;

void mark(int v);

void move(struct point *p)
{
	long dx;
	mark(dx);
	dx = p->x;
	p->y += dx;
}
