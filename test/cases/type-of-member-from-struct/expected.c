struct board {
	struct port main;
	struct link aux;
};

void setup(struct board *b)
{
	b->main.cfg.speed = 100;
	b->aux.speed = 10;
}
