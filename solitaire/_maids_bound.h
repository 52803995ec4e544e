/* hopeless() of solitaire/solver_maids_bound.py, for solitaire/_maids_search.c (included once there,
 * after the Search struct). The Python module says why the relaxation is sound. */
#ifndef SOLITAIRE_MAIDS_BOUND_H
#define SOLITAIRE_MAIDS_BOUND_H

typedef struct { int threshold, kind, index; } Waiting;
typedef struct { int kind, index, t; } Ready;

static int hopeless(const Search *S) {
    const int types = S->types;
    const int *played = S->played, *is_jack = S->is_jack;
    int count[MAX_TYPES] = {0}, reach[MAX_TYPES], poppers[MAX_TYPES] = {0};
    Waiting waiting[MAX_TYPES][8];
    int nwaiting[MAX_TYPES] = {0};
    Ready ready[128];
    int nready = 0;
    int ptr[12];
    int remaining = 0, good = 0;

    for (int base = 0; base < types; base += 13) {
        int least = 1 << 30;
        for (int t = base; t < base + 13; t++) {
            if (played[t] < least) least = played[t];
            reach[t] = least;
        }
    }
#define ENTER(KIND, INDEX, T, THRESHOLD) do { \
        int t_ = (T), th_ = (THRESHOLD); \
        if (is_jack[t_] || reach[t_ - 1] > th_) { \
            ready[nready].kind = (KIND); ready[nready].index = (INDEX); ready[nready].t = t_; nready++; \
        } else { \
            Waiting *w_ = &waiting[t_][nwaiting[t_]++]; \
            w_->threshold = th_; w_->kind = (KIND); w_->index = (INDEX); \
        } \
    } while (0)

    for (int j = 0; j < 8; j++) {
        int t = S->side[j];
        if (t >= 0) { remaining++; ENTER(0, 0, t, played[t]); }
    }
    for (int s = S->pos; s < S->nseq; s++) {
        remaining++;
        ENTER(1, s, S->seq[s], played[S->seq[s]]);
    }
    /* Closed packs come at hand only as they can open (see wakeable in the Python). */
    int open_bound = S->opened, jacks_in = 0, packs_played = 0, pack_played[12] = {0};
    for (int i = 0; i < 12; i++) {
        int d = ptr[i] = S->rem[i];
        if (d < S->plen[i]) {
            remaining += S->plen[i] - d;
            if (i < open_bound) ENTER(3, i, S->packs[i][d], played[S->packs[i][d]]);
        }
    }
    int nwaste = S->nwaste, depth = S->nwaste;
    remaining += nwaste;
    for (;;) {
        while (nready) {
            Ready item = ready[--nready];
            int t = item.t;
            good++;
            count[t]++;
            int u = t;
            int new = played[u] + count[u];
            if (!is_jack[u] && reach[u - 1] < new) new = reach[u - 1];
            while (new > reach[u]) {
                reach[u] = new;
                if (u % 13 == 12) break;
                u++;
                int kept = 0;
                for (int w = 0; w < nwaiting[u]; w++) {
                    Waiting entry = waiting[u][w];
                    if (entry.threshold < new) {
                        ready[nready].kind = entry.kind; ready[nready].index = entry.index; ready[nready].t = u;
                        nready++;
                    } else {
                        waiting[u][kept++] = entry;
                    }
                }
                nwaiting[u] = kept;
                new = played[u] + count[u];
                if (reach[u - 1] < new) new = reach[u - 1];
            }
            if (S->is_jack[t]) jacks_in++;
            if (item.kind == 3 && !pack_played[item.index]) {
                pack_played[item.index] = 1;
                if (item.index >= S->opened - 1) packs_played++;
            }
            if (open_bound < 12) {
                int bound = S->opened + packs_played + (jacks_in ? jacks_in + (S->jacks ? 0 : 1) : 0);
                if (bound > 12) bound = 12;
                for (; open_bound < bound; open_bound++) {
                    int i = open_bound;
                    if (ptr[i] < S->plen[i]) ENTER(3, i, S->packs[i][ptr[i]], played[S->packs[i][ptr[i]]]);
                }
            }
            if (item.kind == 3) {
                int i = item.index;
                int d = ++ptr[i];
                if (d < S->plen[i]) {
                    int nt = S->packs[i][d];
                    int threshold = played[nt];
                    for (int e = S->rem[i]; e < d; e++)
                        if (S->packs[i][e] == nt) threshold++;
                    ENTER(3, i, nt, threshold);
                }
            } else if (item.kind != 1) {
                poppers[t]++;
            }
        }
        if (depth == 0) return good < remaining;
        int tokens = 0;
        for (int t = 0; t < types; t++) {
            int n = poppers[t];
            if (n) {
                if (!is_jack[t]) {
                    int room = reach[t - 1] - played[t];
                    if (room < n) n = room;
                }
                tokens += n;
            }
        }
        if (tokens < nwaste - depth + 1) return 1;
        while (depth > 0 && tokens >= nwaste - depth + 1) {
            depth--;
            int s = S->waste[depth];
            ENTER(2, depth, S->seq[s], played[S->seq[s]]);
        }
    }
#undef ENTER
}


#endif
