/* E is a whole postfix chain: `!a->b.c & X` fixes to `!(a->b.c & X)`. */
#define X 0x1
#define MODE_DMA 0x4

struct config {
    unsigned int c;
    unsigned int mode;
};

struct port {
    struct config b;
    struct config cfg;
};

int chain(struct port *a)
{
    return !a->b.c & X;
}

int any_pio(struct port **ports, int i)
{
    return !ports[i]->cfg.mode & MODE_DMA;
}
