#!/usr/bin/env python3
"""Measures alignment-rectangle insets of Interface Builder controls on a corpus.

Usage: Scripts/measure-control-insets.py [CORPUS_DIR] [iOS|macOS|tvOS]
(default: ../shared/xib-corpus macOS, the public corpus beside the checkout; the directory needs its
SOURCES.tsv).

Every required equality with multiplier 1 between two sibling views, or a view and its superview,
relates their edges (or centres) in alignment rectangles, while the file stores frames. Each such
equation with one unknown inset (per element, cell type, bezel, control size and era: toolsVersion
below 17000, from 17000, from 24000 — Xcode 26, whose controls' frames are their alignment
rectangles) casts a vote; an inset is accepted when three fifths of its votes and two
repositories (or three votes) agree, and feeds the next round. Prints the accepted insets with
their evidence (votes for the value / all votes, repositories, round). The AppKit entries of
Sources/InterfaceBuilder/AppKitControlGeometry.swift cite these counts.
"""
import glob,os,collections,sys
import xml.etree.ElementTree as ET
src=(sys.argv[1] if len(sys.argv)>1 else '../shared/xib-corpus').rstrip('/')+'/'
meta={}
for line in list(open(src+'SOURCES.tsv'))[1:]:
    p=line.rstrip('\n').split('\t'); meta[p[0]]=(p[5],p[1],p[6])
want=sys.argv[2] if len(sys.argv)>2 else 'macOS'
def rect(el):
    for c in el:
        if c.tag=='rect' and c.attrib.get('key')=='frame':
            return tuple(float(c.attrib[k]) for k in ('x','y','width','height'))
def classkey(X,era):
    cell=None
    for ch in X:
        if ch.attrib.get('key')=='cell': cell=ch
    ca=cell.attrib if cell is not None else {}
    typ=ca.get('type') or ('push' if ca.get('bezelStyle')=='rounded' else ca.get('bezelStyle'))
    if X.tag=='textField': typ='bezel' if ca.get('borderStyle') else 'label'
    if X.tag=='box': typ=X.attrib.get('boxType','primary')+('/'+X.attrib.get('titlePosition','top'))
    if X.tag=='box' and X.attrib.get('boxType')=='separator':
        r=rect(X); typ='separator/'+('horizontal' if r is None or r[2]>=r[3] else 'vertical')
    size=ca.get('controlSize') if ca.get('controlSize')!='regular' else None
    return (X.tag,typ,ca.get('bezelStyle') if X.tag in('button','popUpButton') else None,size,era)
EQS=[]  # (repo, terms{(key,edge):coef}, rhs)
SUP='SUPER'
for fname,(plat,repo,tv) in meta.items():
    if plat!=want: continue
    try: root=ET.parse(src+fname).getroot()
    except Exception: continue
    if tv=='32700.99.1234':  # a placeholder some Xcode 15 builds wrote: the plug-in's version is the Xcode's
        plug=root.find('dependencies/plugIn')
        if plug is not None and plug.get('version'): tv=plug.get('version')
    major=int(tv.split('.')[0])
    era='old' if major<17000 else ('new' if major<24000 else 'xcode26')
    for sup in root.iter():
        subs=[c for c in sup if c.tag=='subviews']
        cons=[c for c in sup if c.tag=='constraints']
        if not subs or not cons: continue
        if sup.tag in ('stackView','clipView'): continue
        sr=rect(sup)
        if sr is None: continue
        W,H=sr[2],sr[3]
        kids={v.attrib['id']:v for v in subs[0] if 'id' in v.attrib}
        sid=sup.attrib.get('id')
        def pos(vid,attr):
            # returns (const, {unknown:coef})
            if vid==sid:
                return {'leading':0,'left':0,'trailing':W,'right':W,'top':0,'bottom':H,'centerX':W/2,'centerY':H/2}.get(attr),{}
            X=kids[vid]; r=rect(X)
            if r is None: return None,None
            x,y,w,h=r; t=H-y-h; k=classkey(X,era)
            L,R,T,B=(k,'left'),(k,'right'),(k,'top'),(k,'bottom')
            if attr in('leading','left'): return x,{L:1}
            if attr in('trailing','right'): return x+w,{R:-1}
            if attr=='top': return t,{T:1}
            if attr=='bottom': return t+h,{B:-1}
            if attr=='centerX': return x+w/2,{L:0.5,R:-0.5}
            if attr=='centerY': return t+h/2,{T:0.5,B:-0.5}
            return None,None
        for c in cons[0]:
            a=c.attrib
            if a.get('relation') not in (None,'equal'): continue
            if a.get('priority') not in (None,'1000'): continue
            if a.get('multiplier') not in (None,'1'): continue
            f=a.get('firstItem',sid); s=a.get('secondItem')
            if s is None: continue
            if f not in kids and f!=sid or s not in kids and s!=sid: continue
            if any(kids[v].attrib.get('misplaced')=='YES' or kids[v].attrib.get('ambiguous')=='YES' for v in (f,s) if v in kids): continue
            fa=a['firstAttribute']; sa=a.get('secondAttribute',fa)
            k=float(a.get('constant','0'))
            c1,t1=pos(f,fa); c2,t2=pos(s,sa)
            if c1 is None or c2 is None: continue
            terms=collections.defaultdict(float)
            for u,v in t1.items(): terms[u]+=v
            for u,v in t2.items(): terms[u]-=v
            EQS.append((repo,dict(terms),k-(c1-c2)))
known={}
evidence={}
for rnd in range(10):
    votes=collections.defaultdict(collections.Counter); vrepos=collections.defaultdict(lambda: collections.defaultdict(set))
    for repo,terms,rhs in EQS:
        unk=[u for u,cf in terms.items() if cf!=0 and u not in known]
        if len(unk)!=1: continue
        u=unk[0]; r=rhs-sum(cf*known[v] for v,cf in terms.items() if v in known and cf!=0)
        val=round(r/terms[u]*2)/2
        votes[u][val]+=1; vrepos[u][val].add(repo)
    new=0
    for u,c in votes.items():
        val,n=c.most_common(1)[0]; tot=sum(c.values())
        nr=len(vrepos[u][val])
        if n/tot>=0.6 and (nr>=2 or n>=3):
            known[u]=val; evidence[u]=(n,tot,nr,rnd); new+=1
    if not new: break
bykey=collections.defaultdict(dict)
for (k,e),v in known.items(): bykey[k][e]=(v,evidence[(k,e)])
for k in sorted(bykey, key=lambda k:(k[0],str(k[1]),str(k[3]),k[4])):
    print(k, '  '.join('%s=%g (%d/%d,%dr,r%d)'%(e,bykey[k][e][0],*bykey[k][e][1]) for e in ('top','left','bottom','right') if e in bykey[k]))
